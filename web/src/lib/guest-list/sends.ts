import * as v from 'valibot'

/** The messages the couple sends a family, as rsvp_sends.template names them. */
export const sendTemplates = ['invitation', 'reminder', 'deadline', 'day_before', 'thanks'] as const

export type SendTemplate = (typeof sendTemplates)[number]

/** One message sent, as the couple's functions list them (the last 20, newest first). */
export const sendSchema = v.object({
  template: v.picklist(sendTemplates),
  sent_at: v.string(),
  /** the couple member who sent it; null when the guest-list tools recorded it */
  sent_by_email: v.nullable(v.string()),
})
export type SendRecord = v.InferOutput<typeof sendSchema>
