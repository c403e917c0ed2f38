import * as v from 'valibot'
import {
  count,
  day,
  invitationEntries,
  optionalText,
  readInvitation,
  seatingEntries,
  text,
  type Person,
  type PersonTable,
  type UnreadablePart,
} from './guest-record'
import { filled, type Composite, type Filled } from './records'
import { RpcError } from './rpc-error'
import { sendSchema, sendTemplates, type SendRecord } from './sends'

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

/**
 * An invitation as the couple reads it (public.couple_invitation): the guest's fields, when the
 * family first and last opened its link, its phone (E.164, never shown to guests), the answer's
 * people, message and song, where it sits, its last 20 sends (newest first), when the family last
 * answered through its link and what it did since the member's last visit. `unreadable` names the
 * parts of an answer in json (parseCoupleInvitationRow) that were left out.
 */
export type CoupleInvitation = Omit<
  Filled<
    Composite<'couple_invitation'>,
    'human_key' | 'family_name' | 'available_tickets' | 'confirmed_tickets'
  >,
  'people' | 'person_tables' | 'sends' | 'news'
> & {
  people: Person[]
  person_tables: PersonTable[]
  sends: SendRecord[]
  news: News | null
  unreadable?: UnreadablePart[]
}

const readSend = (send: Composite<'invitation_send'>): SendRecord => {
  const read = filled(send, ['template', 'sent_at'], 'A send')
  const template = sendTemplates.find((known) => known === read.template)
  if (!template) throw new RpcError('unexpected_response', `A send has an unknown template`)
  return { ...read, template }
}

const readNews = (news: string | null): News | null => {
  if (news === null || news === 'new' || news === 'changed') return news
  throw new RpcError('unexpected_response', `The invitation field news is not valid`)
}

/**
 * Checks one invitation the couple's typed functions answer (couple_invitations, the seating
 * functions) for the fields the database always fills, before the dashboard trusts it.
 */
export function readCoupleInvitation(
  row: Composite<'couple_invitation'> | null | undefined,
): CoupleInvitation {
  const read = filled(
    row,
    [
      'human_key',
      'family_name',
      'available_tickets',
      'confirmed_tickets',
      'people',
      'person_tables',
      'sends',
    ],
    'The invitation',
  )
  return {
    ...read,
    people: read.people.map((person) => filled(person, ['child', 'events'], 'A person')),
    person_tables: read.person_tables.map((seat) =>
      filled(seat, ['position', 'table_name'], 'A person seated apart'),
    ),
    sends: read.sends.map(readSend),
    news: readNews(read.news),
  }
}

/** Checks a list of invitations the couple's typed functions answer. */
export function readCoupleInvitations(
  rows: readonly Composite<'couple_invitation'>[] | null | undefined,
): CoupleInvitation[] {
  if (!Array.isArray(rows))
    throw new RpcError('unexpected_response', 'The guest list is not a list')
  return rows.map(readCoupleInvitation)
}

/**
 * Checks one invitation the couple's functions answer in json (adding, changing, answering)
 * before the dashboard trusts it; an answer's details that cannot be read are left out and named
 * in `unreadable`.
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
