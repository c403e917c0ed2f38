import { mealCounts, type PeopleLabels } from '../../../lib/guest-csv/people-rows'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { familySeatsOf } from '../../../lib/couple/family-seats'

export type Tallies = {
  invitations: number
  seatsOffered: number
  answered: number
  attendingFamilies: number
  attendingPeople: number
  declined: number
  pending: number
  openedNotAnswered: number
  notSent: number
}

/** The numbers on top of the dashboard. */
export function tallies(rows: readonly CoupleInvitation[]): Tallies {
  const count = (keep: (row: CoupleInvitation) => boolean) => rows.filter(keep).length
  return {
    invitations: rows.length,
    seatsOffered: rows.reduce((sum, row) => sum + row.available_tickets, 0),
    answered: count((row) => row.will_attend !== null),
    attendingFamilies: count((row) => row.will_attend === true),
    attendingPeople: rows.reduce(
      (sum, row) => sum + (row.will_attend === true ? row.confirmed_tickets : 0),
      0,
    ),
    declined: count((row) => row.will_attend === false),
    pending: count((row) => row.will_attend === null),
    openedNotAnswered: count((row) => row.will_attend === null && row.last_opened_at !== null),
    notSent: count((row) => row.sends.length === 0),
  }
}

/** A head count under its label: a meal choice or an event (no key: «Sin preferencia», «Sin datos»). */
export type HeadCount = { key: string | null; label: string; count: number }

export type PeopleTallies = {
  /** null when the couple does not ask «adulto o niño»: nobody is counted an adult */
  adults: number | null
  /** the people recorded as children (also when the question is off: the couple said so) */
  children: number
  /** Confirmed seats with no person recorded yet (answers from before people were asked). */
  withoutDetails: number
  /**
   * Every meal choice, then any meal people chose that the couple has since removed, then «Sin
   * preferencia» and the seats nobody described: as the caterer's summary counts them.
   */
  meals: HeadCount[]
  /**
   * Every event asked, then any event people chose that is no longer asked: each counting the
   * people of the families invited to it (a family's events may have shrunk since it answered).
   */
  events: HeadCount[]
}

type Choice = { key: string; label: string }

function headCounts(choices: readonly Choice[], chosen: readonly string[]): HeadCount[] {
  const counts = new Map<string, HeadCount>(
    choices.map(({ key, label }) => [key, { key, label, count: 0 }]),
  )
  for (const key of chosen) {
    const entry = counts.get(key) ?? { key, label: key, count: 0 }
    entry.count += 1
    counts.set(key, entry)
  }
  return [...counts.values()]
}

/** Who comes to the wedding, from the people of the accepted answers. */
export function peopleTallies(
  rows: readonly CoupleInvitation[],
  labels: PeopleLabels,
): PeopleTallies {
  const attending = rows.filter((row) => row.will_attend === true)
  const people = attending.flatMap((row) => row.people)
  return {
    adults: labels.askAgeGroup ? people.filter((person) => !person.child).length : null,
    children: people.filter((person) => person.child).length,
    withoutDetails: attending.reduce(
      (sum, row) => sum + Math.max(row.confirmed_tickets - row.people.length, 0),
      0,
    ),
    meals: mealCounts(familySeatsOf(rows), labels),
    events: headCounts(
      labels.events.map(({ key, title }) => ({ key, label: title })),
      attending.flatMap((row) =>
        row.people.flatMap((person) =>
          person.events.filter((key) => row.event_keys === null || row.event_keys.includes(key)),
        ),
      ),
    ),
  }
}
