import { invitationLink } from '../../../lib/guest-list/invitation-link'
import { publicSiteUrl } from './public-address'

/**
 * The family's own address of the RSVP page. Without a public address it starts with this
 * dashboard's own, which the dashboard says wherever it shows links: it may be a localhost.
 */
export function personalLink(humanKey: string, siteUrl: string | null, origin: string): string {
  return invitationLink(humanKey, publicSiteUrl(siteUrl) ?? origin)
}

/** A link as written on paper, without the https:// that nobody types. */
export function shortLink(link: string): string {
  return link.replace(/^https?:\/\//, '')
}
