import { invitationLink } from '../../../lib/guest-list/invitation-link'

/** The family's own address of the RSVP page; the public address when set, else this site's. */
export function personalLink(humanKey: string, siteUrl: string | null, origin: string): string {
  let base = origin
  if (siteUrl && URL.canParse(siteUrl) && /^https?:$/.test(new URL(siteUrl).protocol)) {
    base = siteUrl
  }
  return invitationLink(humanKey, base)
}
