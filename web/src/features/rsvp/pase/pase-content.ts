import { answerKey } from '../../../content/answer-rules'
import type { EventChoice } from '../../../content/rsvp-questions'
import { fillText } from '../../../content/site-texts/fill-text'
import type { paseTextDefaults } from '../../../content/site-texts/pase'
import type { Invitation } from '../api/invitation'

/** One thing the pase says: a label and its values, one a line. */
export type PaseLine = { term: string; values: string[] }

/** The pase of a confirmed invitation, as the page shows it and the saved image draws it. */
export type PaseContent = {
  title: string
  family: string
  pases: string
  lines: PaseLine[]
  /** the family's personal link, which the QR code holds */
  link: string
  qrLabel: string
  hint: string
  fileName: string
}

/** The pase's own words, with the card's labels it shares and how the page names a person. */
export type PaseWords = Record<keyof typeof paseTextDefaults, string> & {
  invitation: string
  table: string
  /** «Persona {number}»: a seat without a name */
  person: string
}

/** An event of the wedding as the content lists it. */
export type WeddingEvent = { _id: string; title: string | null }

/**
 * The titles of the events the family attends: those its people chose when the couple asks
 * about events, else every event of the wedding it is invited to.
 */
export function attendedEvents(
  invitation: Invitation,
  asked: readonly EventChoice[],
  wedding: readonly WeddingEvent[],
): string[] {
  if (asked.length > 0) {
    if (invitation.people.length === 0) return asked.map((event) => event.title)
    const chosen = new Set(invitation.people.flatMap((person) => person.events))
    return asked.filter((event) => chosen.has(event.key)).map((event) => event.title)
  }
  const invited = invitation.event_keys
  return wedding.flatMap((event) =>
    event.title && (invited === null || invited.includes(answerKey(event._id)))
      ? [event.title]
      : [],
  )
}

// A file name every phone keeps: no path separators nor characters a file system refuses.
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'pase'

/** What the pase of a confirmed invitation says, in the couple's words. */
export function paseContent(
  invitation: Invitation,
  words: PaseWords,
  events: readonly string[],
  link: string,
): PaseContent {
  const seats = invitation.confirmed_tickets
  const number = invitation.human_key
  const names = Array.from(
    { length: seats },
    (_, index) => invitation.people[index]?.name ?? fillText(words.person, { number: index + 1 }),
  )
  const apart = invitation.person_tables.flatMap(({ position, table_name }) => {
    const name = names[position - 1]
    return name ? [fillText(words.personApart, { name, table: table_name })] : []
  })
  const tables = [...(invitation.table_name ? [invitation.table_name] : []), ...apart]
  const lines: PaseLine[] = [
    { term: words.invitation, values: [number] },
    ...(tables.length > 0 ? [{ term: words.table, values: tables }] : []),
    { term: words.people, values: names },
    ...(events.length > 0 ? [{ term: words.events, values: [...events] }] : []),
  ]
  return {
    title: words.title,
    family: invitation.family_name,
    pases: fillText(seats === 1 ? words.onePase : words.manyPases, { count: seats }),
    lines,
    link,
    qrLabel: fillText(words.qrCode, { number }),
    hint: words.showAtTheDoor,
    fileName: `${safeFileName(fillText(words.fileName, { number }))}.png`,
  }
}
