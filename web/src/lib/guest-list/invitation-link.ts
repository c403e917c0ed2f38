import { invitationParam, paseParam, rsvpPath } from '../../config/paths'

/** A family's personal link: the RSVP page of `base` with its invitation number. */
export function invitationLink(humanKey: string, base: string): string {
  const url = new URL(rsvpPath, base)
  url.searchParams.set(invitationParam, humanKey)
  return url.href
}

/**
 * The link in a pase's QR: `/rsvp?pase=<token>` opens the family's read-only pase, and the door
 * matches it offline; it never carries the invitation number.
 */
export function paseLink(token: string, base: string): string {
  const url = new URL(rsvpPath, base)
  url.searchParams.set(paseParam, token)
  return url.href
}

/** The couple's «Dirección pública del sitio» when it is an http(s) address, else null. */
export function publicSiteUrl(siteUrl: string | null): string | null {
  if (!siteUrl || !URL.canParse(siteUrl)) return null
  return /^https?:$/.test(new URL(siteUrl).protocol) ? siteUrl : null
}

/**
 * The family's own address of the RSVP page, as the couple sends it and its pase's QR code says
 * it: the public address, else `origin` (the dashboard's or the page's own, maybe a localhost).
 */
export function personalLink(humanKey: string, siteUrl: string | null, origin: string): string {
  return invitationLink(humanKey, publicSiteUrl(siteUrl) ?? origin)
}

/**
 * The link the family's pase QR code holds, as its personal link is addressed: the public
 * address, else `origin`.
 */
export function personalPaseLink(token: string, siteUrl: string | null, origin: string): string {
  return paseLink(token, publicSiteUrl(siteUrl) ?? origin)
}
