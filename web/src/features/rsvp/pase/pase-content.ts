import { answerKey } from '../../../content/answer-rules'
import type { EventChoice } from '../../../content/rsvp-questions'
import { fillText } from '../../../content/site-texts/fill-text'
import type { paseTextDefaults } from '../../../content/site-texts/pase'
import { formatLongDate } from '../../../lib/dates'
import { formatTime } from '../../../lib/time-of-day'
import type { Person, PersonTable } from '../../../lib/guest-list/guest-record'

/** One thing the pase says: a label and its values, one a line. */
export type PaseLine = { term: string; values: string[] }

/** The pase of a confirmed invitation, as the page shows it and the saved image draws it. */
export type PaseContent = {
  title: string
  /** «Boda de Mariana y Alejandro», from the site's settings; null without both names */
  couple: string | null
  /** the wedding's day in the venue's time zone; null without a date */
  date: string | null
  family: string
  pases: string
  lines: PaseLine[]
  /** the link the QR code holds: the pase's own, never the invitation's number */
  link: string
  qrLabel: string
  hint: string
  fileName: string
}

/** The pase's own words, with the card's labels it shares and how the page names a person. */
export type PaseWords = Record<keyof typeof paseTextDefaults, string> & {
  table: string
  /** «Persona {number}»: a seat without a name */
  person: string
}

/** An event of the wedding as the content lists it. */
export type WeddingEvent = {
  _id: string
  title: string | null
  startsAt?: string | null
  venue?: string | null
  address?: string | null
}

/** What the pase says of the wedding itself, from the site's settings. */
export type PaseWedding = {
  partnerOne: string | null
  partnerTwo: string | null
  weddingDate: string | null
  timeZone: string | null
}

/**
 * What a pase shows of a family: a guest's own invitation, or the read-only pase its QR opens
 * (find_pase, which has no number); the number serves only a pase from before the tokens.
 */
export type PaseFamily = {
  human_key?: string | null
  family_name: string
  confirmed_tickets: number
  event_keys: string[] | null
  people: readonly Pick<Person, 'name' | 'events'>[]
  table_name: string | null
  person_tables: readonly PersonTable[]
}

/**
 * The events the family attends, as the content describes them: those its people chose when
 * the couple asks about events (under the question's titles), else every event of the wedding
 * it is invited to.
 */
export function attendedEvents(
  family: Pick<PaseFamily, 'event_keys' | 'people'>,
  asked: readonly EventChoice[],
  wedding: readonly WeddingEvent[],
): WeddingEvent[] {
  const byKey = new Map(wedding.map((event) => [answerKey(event._id), event]))
  if (asked.length > 0) {
    const chosen = new Set(family.people.flatMap((person) => person.events))
    return asked
      .filter((event) => family.people.length === 0 || chosen.has(event.key))
      .map((event) => ({ ...byKey.get(event.key), _id: event.key, title: event.title }))
  }
  const invited = family.event_keys
  return wedding.filter(
    (event) => event.title && (invited === null || invited.includes(answerKey(event._id))),
  )
}

// A file name every phone keeps: no path separators nor characters a file system refuses.
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'pase'

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1)

/** «Sábado, 1 de noviembre de 2025» in the venue's time zone (the guest's own without one). */
function dayOf(instant: string, timeZone: string | null): string | null {
  if (Number.isNaN(Date.parse(instant))) return null
  return capitalized(formatLongDate(instant, timeZone ?? undefined))
}

/**
 * One line per event with its day and time, place and address; the day is left out on the
 * wedding's own day. Events the content gives nothing but a title share one «Eventos» line.
 */
function eventLines(
  events: readonly WeddingEvent[],
  wedding: PaseWedding,
  words: PaseWords,
): PaseLine[] {
  const weddingDay = wedding.weddingDate ? dayOf(wedding.weddingDate, wedding.timeZone) : null
  const titlesOnly: string[] = []
  const lines: PaseLine[] = []
  for (const event of events) {
    const title = event.title ?? ''
    const day = event.startsAt ? dayOf(event.startsAt, wedding.timeZone) : null
    const time =
      day && event.startsAt ? formatTime(event.startsAt, wedding.timeZone ?? undefined) : null
    const when = day
      ? day === weddingDay
        ? time
        : fillText(words.eventWhen, { day, time: time ?? '' })
      : null
    const values = [when, event.venue, event.address].flatMap((value) =>
      value?.trim() ? [value.trim()] : [],
    )
    if (values.length > 0) lines.push({ term: title, values })
    else if (title) titlesOnly.push(title)
  }
  return [...(titlesOnly.length > 0 ? [{ term: words.events, values: titlesOnly }] : []), ...lines]
}

/** What the pase of a confirmed family says, in the couple's words. */
export function paseContent(
  family: PaseFamily,
  words: PaseWords,
  events: readonly WeddingEvent[],
  wedding: PaseWedding,
  link: string,
): PaseContent {
  const seats = family.confirmed_tickets
  const names = Array.from(
    { length: seats },
    (_, index) => family.people[index]?.name ?? fillText(words.person, { number: index + 1 }),
  )
  const apart = family.person_tables.flatMap(({ position, table_name }) => {
    const name = names[position - 1]
    return name ? [fillText(words.personApart, { name, table: table_name })] : []
  })
  const tables = [...(family.table_name ? [family.table_name] : []), ...apart]
  // no invitation number: the pase is shown at the door, and the number is the family's key
  const lines: PaseLine[] = [
    ...(tables.length > 0 ? [{ term: words.table, values: tables }] : []),
    { term: words.people, values: names },
    ...eventLines(events, wedding, words),
  ]
  // a couple's older text may still name the number: the pase gives none
  const named = { family: family.family_name, number: '' }
  const one = wedding.partnerOne?.trim()
  const two = wedding.partnerTwo?.trim()
  return {
    title: words.title,
    couple: one && two ? fillText(words.couple, { one, two }) : null,
    date: wedding.weddingDate ? dayOf(wedding.weddingDate, wedding.timeZone) : null,
    family: family.family_name,
    pases: fillText(seats === 1 ? words.onePase : words.manyPases, { count: seats }),
    lines,
    link,
    qrLabel: fillText(words.qrCode, named),
    hint: words.showAtTheDoor,
    fileName: `${safeFileName(fillText(words.fileName, named))}.png`,
  }
}
