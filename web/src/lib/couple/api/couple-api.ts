import type { AnswerRules } from '../../../content/answer-rules'
import * as v from 'valibot'
import { count, day, readRecord, type Person } from '../../guest-list/guest-record'
import { callRpc, type RpcArgs, type RpcCallArgs, type RpcName } from '../../guest-list/call-rpc'
import { visibleFamilyText } from '../../guest-list/family-text-rules'
import { importArguments } from '../../guest-list/import-arguments'
import type { SendTemplate } from '../../guest-list/sends'
import { coupleClient } from './couple-client'
import { readCoupleInvitations } from '../../../lib/guest-list/couple-record'
import {
  parseGuestRow,
  parseHistory,
  type CoupleInvitation,
  type HistoryEntry,
  type InvitationFields,
} from './guest-row'
import {
  parseFailedLookups,
  parseRestorePreview,
  parseRestored,
  type FailedLookups,
  type RestorePreview,
  type RestoreWindow,
} from './security-rows'
import { parseLastVisit, parseSavedVisit, type Visit } from './visit'

const call = <Fn extends RpcName>(fn: Fn, ...args: RpcCallArgs<Fn>) =>
  callRpc(coupleClient(), fn, ...args)

// annotated, so that a renamed argument fails here rather than slipping through as an extra one
const windowArgs = (
  timeWindow: RestoreWindow,
): RpcArgs<'couple_preview_restore'> & RpcArgs<'couple_restore_answers'> => ({
  p_since: timeWindow.since,
  p_until: timeWindow.until,
  p_client_address: timeWindow.address,
})

const fieldArgs = (
  fields: InvitationFields,
): RpcArgs<'couple_add_invitation'> & RpcArgs<'couple_update_invitation'> => ({
  p_human_key: fields.humanKey,
  p_family_name: visibleFamilyText(fields.familyName),
  p_family_chief: fields.familyChief && visibleFamilyText(fields.familyChief),
  p_available_tickets: fields.availableTickets,
  // the database reads a null phone as «keep the stored one», so no phone is sent as empty text
  p_phone: fields.phone === null ? '' : fields.phone,
})

/** What the dashboard does with the guest list; row-level security decides in the database. */
export const coupleApi = {
  isCoupleMember: async () => (await call('is_couple_member')) === true,
  invitations: async (): Promise<CoupleInvitation[]> =>
    readCoupleInvitations(await call('couple_invitations')),
  history: async (humanKey: string): Promise<HistoryEntry[]> =>
    parseHistory(await call('couple_invitation_history', { p_human_key: humanKey })),
  add: async (fields: InvitationFields): Promise<CoupleInvitation> =>
    parseGuestRow(await call('couple_add_invitation', fieldArgs(fields))),
  update: async (fields: InvitationFields): Promise<CoupleInvitation> =>
    parseGuestRow(await call('couple_update_invitation', fieldArgs(fields))),
  remove: async (humanKey: string): Promise<void> => {
    await call('couple_delete_invitation', { p_human_key: humanKey })
  },
  recordAnswer: async (
    humanKey: string,
    willAttend: boolean | null,
    confirmedTickets: number,
  ): Promise<CoupleInvitation> =>
    parseGuestRow(
      await call('couple_record_answer', {
        p_human_key: humanKey,
        p_will_attend: willAttend,
        p_confirmed_tickets: confirmedTickets,
      }),
    ),
  /** The people, message and song of an accepted answer, as the couple heard them on the phone. */
  recordPeople: async (
    humanKey: string,
    people: Person[],
    message: string | null,
    song: string | null,
  ): Promise<CoupleInvitation> =>
    parseGuestRow(
      await call('couple_record_people', {
        p_human_key: humanKey,
        p_people: people,
        p_message: message,
        p_song: song,
      }),
    ),
  /** Records that the couple sent this family a message; answers the invitation with its sends. */
  /** The last day answers may change (YYYY-MM-DD), for the reminders; null if unknown. */
  modificationDeadline: async (): Promise<string | null> => {
    const deadline = await call('couple_modification_deadline')
    return v.is(day, deadline) ? deadline : null
  },
  /** The general last day answers may change (YYYY-MM-DD); every family without its own follows it. */
  setModificationDeadline: async (deadline: string): Promise<string> =>
    readRecord(
      v.object({ modification_deadline: day }),
      await call('couple_set_modification_deadline', { p_deadline: deadline }),
      'The deadline',
    ).modification_deadline,
  /** One family's own last day (a family that calls after the date); null: the general date. */
  setInvitationDeadline: async (
    humanKey: string,
    deadline: string | null,
  ): Promise<CoupleInvitation> =>
    parseGuestRow(
      await call('couple_set_invitation_deadline', { p_human_key: humanKey, p_deadline: deadline }),
    ),
  /** The events one family is invited to (keys of the Studio's events); null: all of them. */
  setInvitationEvents: async (
    humanKey: string,
    eventKeys: string[] | null,
  ): Promise<CoupleInvitation> =>
    parseGuestRow(
      await call('couple_set_invitation_events', {
        p_human_key: humanKey,
        p_event_keys: eventKeys,
      }),
    ),
  recordSend: async (humanKey: string, template: SendTemplate): Promise<CoupleInvitation> =>
    parseGuestRow(
      await call('couple_record_send', { p_human_key: humanKey, p_template: template }),
    ),
  importInvitations: async (
    invitations: InvitationFields[],
    updateExisting: boolean,
  ): Promise<{ inserted: number; updated: number }> =>
    readRecord(
      v.object({ inserted: count, updated: count }),
      await call('couple_import_invitations', importArguments(invitations, updateExisting)),
      'The import',
    ),
  failedLookups: async (): Promise<FailedLookups> =>
    parseFailedLookups(await call('couple_failed_lookups')),
  previewRestore: async (timeWindow: RestoreWindow): Promise<RestorePreview> =>
    parseRestorePreview(await call('couple_preview_restore', windowArgs(timeWindow))),
  restoreAnswers: async (timeWindow: RestoreWindow): Promise<{ restored: number }> =>
    parseRestored(await call('couple_restore_answers', windowArgs(timeWindow))),
  /** The signed-in member's last visit, or null before the first. */
  lastVisit: async (): Promise<Visit | null> => parseLastVisit(await call('couple_last_visit')),
  /**
   * The member has seen the families' answers up to `seenThrough`, the newest the list showed,
   * as the database wrote it (null: up to now).
   */
  markSeen: async (seenThrough: string | null): Promise<Visit> =>
    parseSavedVisit(await call('couple_mark_seen', { p_seen_through: seenThrough })),
  /** Makes the database enforce the Studio's questions; changes nothing when it already does. */
  setAnswerRules: async (rules: AnswerRules): Promise<void> => {
    await call('couple_set_answer_rules', {
      p_names_required: rules.namesRequired,
      p_meal_choices: rules.mealChoices,
      p_event_keys: rules.eventKeys,
    })
  },
}
