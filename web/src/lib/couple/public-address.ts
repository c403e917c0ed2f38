import { publicSiteUrl } from '../guest-list/invitation-link'

/** Where the couple sets the public address, in the Studio's own words. */
export const publicAddressPlace = 'Ajustes generales → Compartir → Dirección pública del sitio'

/**
 * The Studio's «Ajustes generales» (the structure tool's singleton item), when the site knows
 * the Studio's address (VITE_SANITY_STUDIO_URL); a deployed Studio lives at its host's root.
 */
export const studioSettingsLink = (studioUrl: string | null) =>
  studioUrl ? `${new URL(studioUrl).origin}/structure/siteSettings` : null

/**
 * The «Dirección pública del sitio» field itself in the Studio: the document pane's `path`
 * parameter focuses it (and opens the «Compartir» group it sits in).
 */
export const studioAddressFieldLink = (studioUrl: string | null) => {
  const settings = studioSettingsLink(studioUrl)
  return settings && `${settings},path=seo.siteUrl`
}

/** The address the personal links start with: the public one, else this dashboard's own. */
export const linkOrigin = (siteUrl: string | null, origin: string): string =>
  new URL(publicSiteUrl(siteUrl) ?? origin).origin

const privateIpv4 = (host: string) => {
  const parts = host.split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part))) return false
  const [a, b] = parts as [number, number, number, number]
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  )
}

const privateIpv6 = (host: string) => {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (!bare.includes(':')) return false
  return (
    bare === '::' ||
    bare === '::1' ||
    /^f[cd][0-9a-f]{2}:/.test(bare) ||
    /^fe[89ab][0-9a-f]:/.test(bare) ||
    // an IPv4 address written as IPv6 (::ffff:7f00:1 is 127.0.0.1)
    bare.startsWith('::ffff:')
  )
}

/**
 * Whether an address only this computer or this home network can open: localhost, a private or
 * link-local IP, or a name of the local network (.local, .lan, .internal, .home.arpa), or a name
 * without a dot. A guest's phone cannot open a link to it from a printed card or a QR code.
 */
export function isPrivateAddress(address: string): boolean {
  if (!URL.canParse(address)) return true
  const host = new URL(address).hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[')) return privateIpv6(host)
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    !host.includes('.') ||
    /\.(local|lan|internal|intranet|home\.arpa)$/.test(host) ||
    privateIpv4(host)
  )
}

/** Whether the personal links would lead a guest's phone nowhere. */
export const linksArePrivate = (siteUrl: string | null, origin: string): boolean =>
  isPrivateAddress(linkOrigin(siteUrl, origin))
