import { writeFile } from 'node:fs/promises'
import {
  rsvpQuestionsFrom,
  rsvpQuestionTextDefaults,
} from '../../../web/src/content/rsvp-questions'
import {
  peopleLabelsOf,
  seatRows,
  type FamilySeats,
  type PeopleLabels,
} from '../../../web/src/lib/guest-csv/people-rows'
import {
  historyCsv,
  invitationsCsv,
  mealSummaryCsv,
  peopleCsv,
} from '../../../web/src/lib/guest-csv/write-csv'
import { exitCode, plural, type ExitCode, type Output } from '../output'
import type { GuestRecord, GuestStore, PersonEntry } from '../stores/guest-store'

export type ExportOptions = {
  history: boolean
  /** One row per confirmed seat of every accepted answer instead (one of history, people, meals). */
  people?: boolean
  /** How many people eat each meal instead, «Sin preferencia» included. */
  meals?: boolean
  excel: boolean
  /** The wedding's time zone; dates are written in it. */
  timeZone: string
  /**
   * The couple's words for meals, events and ages: the people and meals exports need them, and
   * the invitations' events column writes the events' titles.
   */
  labels?: PeopleLabels
  /** An absolute path, or null for standard output. */
  outFile: string | null
  /** The file as the couple typed it, for messages. */
  outName?: string
}

/** The invitations with their people, as the dashboard's exports read them (people-rows.ts). */
export function familySeatsFrom(
  records: readonly GuestRecord[],
  people: readonly PersonEntry[],
): FamilySeats[] {
  const byKey = new Map<string, PersonEntry[]>()
  for (const person of people) {
    byKey.set(person.humanKey, [...(byKey.get(person.humanKey) ?? []), person])
  }
  return records.map((record) => ({
    humanKey: record.humanKey,
    familyName: record.familyName,
    willAttend: record.willAttend,
    confirmedTickets: record.confirmedTickets,
    people: byKey.get(record.humanKey) ?? [],
  }))
}

/** The form's own words, and no meals or events, when no content was read. */
const defaultLabels = peopleLabelsOf(rsvpQuestionsFrom(null), rsvpQuestionTextDefaults)

export async function exportCommand(
  options: ExportOptions,
  store: GuestStore,
  output: Output,
): Promise<ExitCode> {
  const flavor = { excel: options.excel, timeZone: options.timeZone, headers: 'english' } as const
  const labels = options.labels ?? defaultLabels
  const families = async () =>
    familySeatsFrom(...(await Promise.all([store.list(), store.people()])))
  const { csv, count } = options.people
    ? await families().then((all) => ({
        csv: peopleCsv(all, labels, flavor),
        count: plural(seatRows(all, labels).length, 'person', 'people'),
      }))
    : options.meals
      ? await families().then((all) => ({
          csv: mealSummaryCsv(all, labels, flavor),
          count: 'the meal summary',
        }))
      : options.history
        ? await store.history().then((entries) => ({
            csv: historyCsv(entries, flavor),
            count: plural(entries.length, 'answer'),
          }))
        : await store.list().then((records) => ({
            csv: invitationsCsv(records, labels.events, flavor),
            count: plural(records.length, 'invitation'),
          }))

  if (options.outFile === null) {
    output.stdout(csv)
    return exitCode.ok
  }
  const name = options.outName ?? options.outFile
  try {
    await writeFile(options.outFile, csv)
  } catch (error) {
    output.stderr(`Could not write ${name}: ${(error as Error).message}\n`)
    return exitCode.badInput
  }
  output.stdout(`Wrote ${count} from ${store.label} to ${name}.\n`)
  return exitCode.ok
}
