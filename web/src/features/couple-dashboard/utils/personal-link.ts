import { fillText } from '../../../content/site-texts/fill-text'
import { invitationLink } from '../../../lib/guest-list/invitation-link'

/** The family's own address of the RSVP page; the public address when set, else this site's. */
export function personalLink(humanKey: string, siteUrl: string | null, origin: string): string {
  let base = origin
  if (siteUrl && URL.canParse(siteUrl) && /^https?:$/.test(new URL(siteUrl).protocol)) {
    base = siteUrl
  }
  return invitationLink(humanKey, base)
}

export const defaultWhatsappTemplate =
  '¡Hola, {familia}! Les compartimos nuestra invitación de boda; ahí pueden confirmar su asistencia: {enlace}'

/** The couple's message with the family's name and link; the link is added if the template forgot it. */
export function whatsappMessage(template: string | null, familyName: string, link: string): string {
  // one pass: a family named "$&" or "{enlace}" is written as typed, never expanded
  const text = fillText(template?.trim() || defaultWhatsappTemplate, {
    familia: familyName,
    enlace: link,
  })
  return text.includes(link) ? text : `${text} ${link}`
}

/** Opens WhatsApp (app or web) with the message ready; the couple picks the contact. */
export const whatsappLink = (message: string) =>
  `https://wa.me/?text=${encodeURIComponent(message)}`
