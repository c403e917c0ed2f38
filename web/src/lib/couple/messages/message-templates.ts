import { fillText } from '../../../content/site-texts/fill-text'
import { messageTemplateDefaults, type MessageTemplateField } from './message-template-defaults'
import { placeholderValues, type MessageContext, type MessageRow } from './message-placeholders'

export type { MessageContext, MessageRow } from './message-placeholders'

/** The database records a send under these keys: never rename them. */
export const templateKeys = ['invitation', 'reminder', 'deadline', 'day_before', 'thanks'] as const

export type TemplateKey = (typeof templateKeys)[number]

export const templateLabels: Record<TemplateKey, string> = {
  invitation: 'Invitación',
  reminder: 'Recordatorio para responder',
  deadline: 'Recordatorio de la fecha límite',
  day_before: 'Indicaciones del día anterior',
  thanks: 'Agradecimiento',
}

const templateFields: Record<TemplateKey, MessageTemplateField> = {
  invitation: 'whatsappInvitation',
  reminder: 'whatsappReminder',
  deadline: 'whatsappDeadline',
  day_before: 'whatsappDayBefore',
  thanks: 'whatsappThanks',
}

/** These messages exist to bring the family to its link, so it goes in even when forgotten. */
const bringsTheLink = new Set<TemplateKey>(['invitation', 'reminder', 'deadline'])

/** The couple's templates as «Mensajes a invitados» gives them (guestMessagesQuery). */
export type MessageTemplates = Partial<Record<MessageTemplateField, string | null>>

/** The couple's message for this family, its `{slots}` filled; an empty template reads as the default. */
export function fillTemplate(
  key: TemplateKey,
  templates: MessageTemplates,
  row: MessageRow,
  context: MessageContext,
): string {
  const field = templateFields[key]
  const template = templates[field]?.trim() || messageTemplateDefaults[field]
  // one pass: a family named "$&" or "{enlace}" is written as typed, never expanded
  const text = fillText(template, placeholderValues(row, context))
  return bringsTheLink.has(key) && !text.includes(context.link) ? `${text} ${context.link}` : text
}

/**
 * Opens WhatsApp (app or web) with the message ready: in the family's chat when its phone
 * (E.164, "+525512345678") is known, else the couple picks the contact.
 */
export function whatsappLink(message: string, phone?: string | null): string {
  const digits = phone?.replace(/\D/g, '') ?? ''
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`
}
