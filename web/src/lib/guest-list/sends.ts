/** The messages the couple sends a family, as rsvp_sends.template names them. */
export const sendTemplates = ['invitation', 'reminder', 'deadline', 'day_before', 'thanks'] as const

export type SendTemplate = (typeof sendTemplates)[number]

/** One message sent, as the couple's functions list them (the last 20, newest first). */
export type SendRecord = {
  template: SendTemplate
  sent_at: string
  /** the couple member who sent it; null when the guest-list tools recorded it */
  sent_by_email: string | null
}

const isTemplate = (value: unknown): value is SendTemplate =>
  sendTemplates.some((template) => template === value)

export function isSendRecord(value: unknown): value is SendRecord {
  if (typeof value !== 'object' || value === null) return false
  const send = value as Record<string, unknown>
  return (
    isTemplate(send.template) &&
    typeof send.sent_at === 'string' &&
    (send.sent_by_email === null || typeof send.sent_by_email === 'string')
  )
}
