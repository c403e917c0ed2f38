import type { rsvpMessageDefaults } from '../../../content/site-texts/rsvp-messages'
import type { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { fillText } from '../../../content/site-texts/fill-text'
import { formatDeadline } from '../../../lib/dates'
import { people } from './plural'

type MessageTexts = Record<keyof typeof rsvpMessageDefaults, string>
type PeopleTexts = Pick<Record<keyof typeof rsvpTextDefaults, string>, 'onePerson' | 'manyPeople'>

/** Every message of the RSVP flow, in the couple's wording (the spec's by default). */
export function rsvpMessages(texts: MessageTexts, peopleTexts: PeopleTexts) {
  return {
    ...texts,
    tooManyTickets: (available: number) => fillText(texts.tooManyTickets, { n: available }),
    attending: (tickets: number) =>
      fillText(texts.attending, { people: people(tickets, peopleTexts) }),
    modificationsClosed: (deadline: string) =>
      fillText(texts.modificationsClosed, { deadline: formatDeadline(deadline) }),
    deadlinePassed: (deadline: string) =>
      fillText(texts.deadlinePassed, { deadline: formatDeadline(deadline) }),
  }
}

export type RsvpMessages = ReturnType<typeof rsvpMessages>
