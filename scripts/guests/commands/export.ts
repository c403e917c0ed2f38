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
import type { SeatedFamily } from '../../../web/src/lib/guest-csv/table-rows'
import {
  byTableCsv,
  historyCsv,
  invitationsCsv,
  mealSummaryCsv,
  peopleCsv,
  tableMealsCsv,
} from '../../../web/src/lib/guest-csv/write-csv'
import { exitCode, plural, type ExitCode, type Output } from '../output'
import type { GuestRecord, GuestStore, PersonEntry, StoredSeating } from '../stores/guest-store'

export type ExportOptions = {
  history: boolean
  /** One row per confirmed seat of every accepted answer instead (one of history, people, meals). */
  people?: boolean
  /** How many people eat each meal instead, «Sin preferencia» included; by table with byTable. */
  meals?: boolean
  /** One row per confirmed seat by table instead, for the venue (or, with meals, the kitchen's count by table). */
  byTable?: boolean
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

/** The invitations with their people and where each sits (table-rows.ts). */
export function seatedFamiliesFrom(
  records: readonly GuestRecord[],
  people: readonly PersonEntry[],
  seating: Pick<StoredSeating, 'apart'>,
): SeatedFamily[] {
  const tableOf = new Map(records.map((record) => [record.humanKey, record.tableName]))
  return familySeatsFrom(records, people).map((family) => ({
    ...family,
    tableName: tableOf.get(family.humanKey) ?? null,
    personTables: seating.apart.filter((seat) => seat.humanKey === family.humanKey),
  }))
}

/** The form's own words, and no meals or events, when no content was read. */
const defaultLabels = peopleLabelsOf(rsvpQuestionsFrom(null), rsvpQuestionTextDefaults)

type Written = { csv: string; count: string }

/** The file the options ask for, and what it holds in words. */
async function writtenCsv(options: ExportOptions, store: GuestStore): Promise<Written> {
  const flavor = { excel: options.excel, timeZone: options.timeZone, headers: 'english' } as const
  const labels = options.labels ?? defaultLabels
  if (options.byTable) {
    const [records, people, seating] = await Promise.all([
      store.list(),
      store.people(),
      store.seating(),
    ])
    const families = seatedFamiliesFrom(records, people, seating)
    const tables = seating.tables.map((table) => table.name)
    return options.meals
      ? { csv: tableMealsCsv(families, tables, labels, flavor), count: 'the meals by table' }
      : {
          csv: byTableCsv(families, tables, labels, flavor),
          count: plural(seatRows(families, labels).length, 'person', 'people'),
        }
  }
  if (options.people || options.meals) {
    const families = familySeatsFrom(...(await Promise.all([store.list(), store.people()])))
    return options.people
      ? {
          csv: peopleCsv(families, labels, flavor),
          count: plural(seatRows(families, labels).length, 'person', 'people'),
        }
      : { csv: mealSummaryCsv(families, labels, flavor), count: 'the meal summary' }
  }
  if (options.history) {
    const entries = await store.history()
    return { csv: historyCsv(entries, flavor), count: plural(entries.length, 'answer') }
  }
  const records = await store.list()
  return {
    csv: invitationsCsv(records, labels.events, flavor),
    count: plural(records.length, 'invitation'),
  }
}

export async function exportCommand(
  options: ExportOptions,
  store: GuestStore,
  output: Output,
): Promise<ExitCode> {
  const { csv, count } = await writtenCsv(options, store)

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
