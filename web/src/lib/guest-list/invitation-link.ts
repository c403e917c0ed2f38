import { invitationParam, rsvpPath } from '../../config/paths'

/** A family's personal link: the RSVP page of `base` with its invitation number. */
export function invitationLink(humanKey: string, base: string): string {
  const url = new URL(rsvpPath, base)
  url.searchParams.set(invitationParam, humanKey)
  return url.href
}
