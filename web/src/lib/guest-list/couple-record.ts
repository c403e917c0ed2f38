import * as v from 'valibot'
import {
  type AnswerDetails,
  count,
  day,
  invitationEntries,
  optionalText,
  readInvitation,
  seatingEntries,
  text,
  type UnreadablePart,
} from './guest-record'
import { RpcError } from './rpc-error'
import { sendSchema } from './sends'

// The records only the couple's functions answer, apart from guest-record.ts so that a guest's
// download (which shares that module with the dashboard) carries none of them.

/** An invitation the family answered («new») or whose answer it changed since the couple's visit. */
export const newsSchema = v.picklist(['new', 'changed'])
export type News = v.InferOutput<typeof newsSchema>

/**
 * What the couple's functions answer: the guest's fields, when the family first and last opened
 * its link, its phone (E.164, never shown to guests) and the last 20 sends, newest first.
 */
export const coupleInvitationSchema = v.object({
  ...invitationEntries,
  ...seatingEntries,
  first_opened_at: optionalText,
  last_opened_at: optionalText,
  phone: optionalText,
  /** this invitation's own last day to change its answer; null: the general date */
  modification_deadline: v.nullable(day),
  sends: v.array(sendSchema),
  /** when the family last answered through its link (the couple's own entries aside) */
  guest_answered_at: optionalText,
  /** what the family did since the signed-in member's last visit: answered, changed, or nothing */
  news: v.nullable(newsSchema),
})

/** An invitation as the couple reads it; `unreadable` names the parts of its answer left out. */
export type CoupleInvitation = v.InferOutput<typeof coupleInvitationSchema> &
  AnswerDetails & { unreadable?: UnreadablePart[] }

/**
 * Checks one invitation of the couple's functions before the dashboard trusts it; an answer's
 * details that cannot be read are left out and named in `unreadable`.
 */
export function parseCoupleInvitationRow(data: unknown): CoupleInvitation {
  const { unreadable, ...row } = readInvitation(
    coupleInvitationSchema,
    data,
    (problem) => new RpcError('unexpected_response', problem),
  )
  return unreadable.length > 0 ? { ...row, unreadable } : row
}

/** Who changed an answer: the family through its number, the couple, or the couple's undo of an attack. */
export const changedBySchema = v.picklist(['guest', 'couple', 'couple_restore'])
export type ChangedBy = v.InferOutput<typeof changedBySchema>

/** One entry of couple_invitation_history(), oldest first. */
export const historyEntrySchema = v.object({
  /** null when the couple cleared the answer */
  will_attend: v.nullable(v.boolean()),
  confirmed_tickets: count,
  answered_at: text,
  changed_by: changedBySchema,
  changed_by_email: optionalText,
})
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>
