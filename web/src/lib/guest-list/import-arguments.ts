import type { InvitationFields } from '../guest-csv/invitation'

/**
 * The arguments of couple_import_invitations, for the dashboard and the guest-list tools alike:
 * every row in one call, all or nothing. Without updates it refuses a number created meanwhile
 * instead of overwriting it; with them it never touches answers, and the table still refuses
 * seats below an answer.
 */
export function importArguments(invitations: readonly InvitationFields[], updateExisting: boolean) {
  return {
    p_invitations: invitations.map((invitation) => ({
      human_key: invitation.humanKey,
      family_name: invitation.familyName,
      family_chief: invitation.familyChief,
      available_tickets: invitation.availableTickets,
      // JSON leaves an undefined phone out, and the database then keeps the stored one
      phone: invitation.phone,
      // likewise an undefined event_keys keeps the stored events; null invites to all of them
      event_keys: invitation.eventKeys,
    })),
    p_update_existing: updateExisting,
  }
}
