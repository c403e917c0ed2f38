export type Align = 'left' | 'right'

/** A plain-text table: columns padded to their widest cell, text left, figures right. */
export function formatTable(header: string[], rows: string[][], align: Align[] = []): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    header
      .map((_, column) => {
        const cell = cells[column] ?? ''
        const width = widths[column] ?? 0
        return (align[column] ?? (column === 0 ? 'left' : 'right')) === 'left'
          ? cell.padEnd(width)
          : cell.padStart(width)
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(header), rule, ...rows.map(line)].join('\n')
}

export function heading(title: string): string {
  return `\n${title}\n${'='.repeat(title.length)}`
}

/** Bytes as a person compares them: kB of 1000 bytes, one decimal. */
export function kB(bytes: number | undefined): string {
  return bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`
}

export function ms(value: number | undefined): string {
  return value === undefined ? '–' : `${Math.round(value)} ms`
}

export function num(value: number | undefined, digits = 0): string {
  return value === undefined ? '–' : value.toFixed(digits)
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}
