/** The papers the print sheet is laid out for, in millimetres; Mexico prints on letter. */
export const papers = {
  letter: { label: 'Carta', pageSize: 'letter', width: 215.9, height: 279.4 },
  a4: { label: 'A4', pageSize: 'A4', width: 210, height: 297 },
} as const

export type Paper = keyof typeof papers

/** Two columns of four cards a page, in millimetres. */
export const sheetGrid = { margin: 10, gap: 4, columns: 2, rows: 4 } as const

export const cardsPerPage = sheetGrid.columns * sheetGrid.rows

/**
 * A card's height on `paper`. Rounded down to a whole millimetre, so the rounding of a printer
 * driver never pushes the fourth row onto a page of its own.
 */
export function cardHeight(paper: Paper): number {
  const { margin, gap, rows } = sheetGrid
  return Math.floor((papers[paper].height - 2 * margin - (rows - 1) * gap) / rows)
}

/** `items` in pages of `size`. */
export function inPages<Item>(items: readonly Item[], size = cardsPerPage): Item[][] {
  const pages: Item[][] = []
  for (let start = 0; start < items.length; start += size)
    pages.push(items.slice(start, start + size))
  return pages
}
