import { RsvpError } from './rsvp-error'

/** What find_invitation and respond_invitation answer: the guest record plus the deadline. */
export type Invitation = {
  human_key: string
  family_name: string
  family_chief: string | null
  available_tickets: number
  confirmed_tickets: number
  will_attend: boolean | null
  confirmed_at: string | null
  /** YYYY-MM-DD; answers may change until midnight UTC of this day. */
  modification_deadline: string
}

type Check = (value: unknown) => boolean

const isString: Check = (value) => typeof value === 'string'
const isInteger: Check = (value) => Number.isInteger(value)
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value)

const fields: Record<keyof Invitation, Check> = {
  human_key: isString,
  family_name: isString,
  family_chief: orNull(isString),
  available_tickets: isInteger,
  confirmed_tickets: isInteger,
  will_attend: orNull((value) => typeof value === 'boolean'),
  confirmed_at: orNull(isString),
  modification_deadline: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
}

/** Checks an answer of the API before the page trusts it. */
export function parseInvitation(data: unknown): Invitation {
  if (typeof data !== 'object' || data === null) {
    throw new RsvpError('unexpected_response', 'The invitation is not an object')
  }
  const record = data as Record<string, unknown>
  for (const [name, check] of Object.entries(fields)) {
    if (!check(record[name])) {
      throw new RsvpError('unexpected_response', `The invitation field ${name} is not valid`)
    }
  }
  return record as Invitation
}

/** The spec's rule: answered once confirmed_at is set and will_attend is not null. */
export function isAnswered(invitation: Invitation): boolean {
  return invitation.confirmed_at !== null && invitation.will_attend !== null
}
