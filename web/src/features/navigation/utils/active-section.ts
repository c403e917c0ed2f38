export type SectionPosition = { id: string; top: number }

const TOLERANCE_PX = 4

/**
 * The section a reader is looking at: the lowest one whose top has reached the line just below
 * the header. Above every section (the very top of the page) the first one counts as current.
 */
export function activeSectionId(
  sections: readonly SectionPosition[],
  scrollY: number,
  headerOffset: number,
): string | null {
  const line = scrollY + headerOffset + TOLERANCE_PX
  let active: SectionPosition | undefined
  for (const section of sections) {
    if (section.top <= line && (!active || section.top >= active.top)) active = section
  }
  return active?.id ?? sections[0]?.id ?? null
}
