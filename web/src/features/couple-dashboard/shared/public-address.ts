/** The couple's «Dirección pública del sitio» when it is an http(s) address, else null. */
export function publicSiteUrl(siteUrl: string | null): string | null {
  if (!siteUrl || !URL.canParse(siteUrl)) return null
  return /^https?:$/.test(new URL(siteUrl).protocol) ? siteUrl : null
}

/** Where the couple sets the public address, in the Studio's own words. */
export const publicAddressPlace = 'Ajustes generales → Compartir → Dirección pública del sitio'

/**
 * The Studio's «Ajustes generales» (the structure tool's singleton item), when the site knows
 * the Studio's address (VITE_SANITY_STUDIO_URL); a deployed Studio lives at its host's root.
 */
export const studioSettingsLink = (studioUrl: string | null) =>
  studioUrl ? `${new URL(studioUrl).origin}/structure/siteSettings` : null
