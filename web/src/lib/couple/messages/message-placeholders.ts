import { formatDeadline } from '../../dates'
import type { CoupleInvitation } from '../api/guest-row'
import { plural } from '../format'

/** What a message needs beyond the invitation itself. */
export type MessageContext = {
  /** The family's personal link. */
  link: string
  /** rsvp_settings.modification_deadline (YYYY-MM-DD); null while the dashboard does not know it. */
  deadline: string | null
}

export type MessageRow = Pick<
  CoupleInvitation,
  'family_name' | 'family_chief' | 'confirmed_tickets' | 'people'
>

const conjunction = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' })

/** «Ana», «Ana y Luis», «Ana, Luis y Sofía»: the named people of the answer. */
export function namesOfPeople(people: MessageRow['people']): string {
  const names = people.map((person) => person.name?.trim()).filter((name) => !!name)
  return conjunction.format(names as string[])
}

/**
 * The value of each `{slot}` of a template. A missing chief or no names yet read as the family,
 * so a message never greets an empty space; an unknown deadline leaves `{fecha_limite}` as
 * typed, for the couple to see in WhatsApp before sending.
 */
export function placeholderValues(row: MessageRow, context: MessageContext) {
  return {
    familia: row.family_name,
    titular: row.family_chief?.trim() || row.family_name,
    enlace: context.link,
    personas: plural(row.confirmed_tickets, 'persona', 'personas'),
    nombres: namesOfPeople(row.people) || row.family_name,
    ...(context.deadline ? { fecha_limite: formatDeadline(context.deadline) } : {}),
  }
}
