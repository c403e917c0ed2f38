export type TableOptions = {
  /** Indexes of columns whose cells line up on the right, like numbers. */
  alignRight?: readonly number[]
  indent?: string
}

/** Plain-text columns two spaces apart, for a terminal. */
export function formatTable(rows: readonly (readonly string[])[], options: TableOptions = {}) {
  const widths: number[] = []
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, [...cell].length)
    })
  }
  return rows
    .map((row) =>
      row
        .map((cell, index) => {
          const pad = ' '.repeat((widths[index] ?? 0) - [...cell].length)
          return options.alignRight?.includes(index) ? pad + cell : cell + pad
        })
        .join('  ')
        .trimEnd(),
    )
    .map((line) => (options.indent ?? '') + line)
    .join('\n')
}
