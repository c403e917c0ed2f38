import type { LayoutQueryResult } from '../../../content/sanity.types'

/** The name the login toast greets with: the couple's names, or their monogram. */
export function coupleBrand(settings: LayoutQueryResult['settings']): string {
  const names = [settings?.partnerOne, settings?.partnerTwo].filter(Boolean)
  if (names.length === 2) return names.join(' & ')
  return settings?.monogram ?? names[0] ?? ''
}
