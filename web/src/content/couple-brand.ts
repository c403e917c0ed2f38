import type { LayoutQueryResult } from './sanity.types'

/** The couple as the login toast and the dashboard's header name them: their names, or their monogram. */
export function coupleBrand(settings: LayoutQueryResult['settings']): string {
  const names = [settings?.partnerOne, settings?.partnerTwo].filter(Boolean)
  if (names.length === 2) return names.join(' & ')
  return settings?.monogram ?? names[0] ?? ''
}
