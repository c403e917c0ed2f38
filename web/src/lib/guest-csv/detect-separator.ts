export type Separator = ',' | ';' | '\t'

const candidates: Separator[] = [',', ';', '\t']

export const separatorNames: Record<Separator, string> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
}

/**
 * Excel writes semicolons where the decimal separator is a comma (Spain, Mexico, most of Latin
 * America), so the header line decides: whichever candidate appears most outside quotes.
 */
export function detectSeparator(text: string): Separator {
  const header = text.split('\n').find((line) => line.trim() !== '') ?? ''
  const counts = new Map<Separator, number>(candidates.map((candidate) => [candidate, 0]))
  let quoted = false
  for (const char of header) {
    if (char === '"') quoted = !quoted
    else if (!quoted && counts.has(char as Separator)) {
      counts.set(char as Separator, (counts.get(char as Separator) ?? 0) + 1)
    }
  }
  return candidates.reduce((best, candidate) =>
    (counts.get(candidate) ?? 0) > (counts.get(best) ?? 0) ? candidate : best,
  )
}
