// the browser build carries its own Buffer, so the couple's dashboard runs these same rules
import { stringify } from 'csv-stringify/browser/esm/sync'
import type { EventChoice } from '../../content/rsvp-questions'
import { importColumns } from './columns'
import { eventTitlesCell } from './event-titles'
import { spanishColumnNames } from './header-names'
import type { GuestRecord, ListHistoryEntry } from './invitation'
import { localDateTime } from './local-time'
import { mealCounts, seatRows, type FamilySeats, type PeopleLabels } from './people-rows'
import { guardCell } from './spreadsheet-guard'
import { noTable, tableMealSummary, tableSeatRows, type SeatedFamily } from './table-rows'

export type CsvFlavor = {
  /**
   * The variant for spreadsheets: a byte-order mark so Excel reads UTF-8 (accents intact), CRLF,
   * and number-like text such as 001 or 5E3 guarded so it stays text. Commas in both variants:
   * the list separator of Excel set to Mexican Spanish (its decimal separator is the point).
   */
  excel: boolean
  /** The wedding's time zone (siteSettings.timeZone); dates are written in it. */
  timeZone: string
  /** Column names: the couple's Spanish ones (dashboard) or the English ones (CLI). */
  headers: 'spanish' | 'english'
}

/** text: written by people, so guarded; numbers and our own dates are not. */
export type Column = { english: string; spanish: string; text: boolean }

const answer = (willAttend: boolean | null) => (willAttend === null ? '' : willAttend ? 'sí' : 'no')

const invitationColumns: Column[] = [
  ...importColumns.map((column) => ({
    english: column,
    spanish: spanishColumnNames[column],
    // a phone starts with +, so the guard keeps a spreadsheet from reading it as a formula
    text: column !== 'available_tickets',
  })),
  { english: 'will_attend', spanish: 'Respuesta', text: true },
  { english: 'confirmed_tickets', spanish: 'Personas', text: false },
  { english: 'confirmed_at', spanish: 'Respondió', text: false },
]

/** The invitation's number and family: the lists of answers, people and arrivals start with them. */
export const familyColumns: Column[] = [
  { english: 'human_key', spanish: spanishColumnNames.human_key, text: true },
  { english: 'family_name', spanish: spanishColumnNames.family_name, text: true },
]

/** One person of an answer, as the people lists write them. */
const personColumns: Column[] = [
  { english: 'name', spanish: 'Nombre', text: true },
  { english: 'age', spanish: 'Edad', text: true },
  { english: 'meal', spanish: 'Comida', text: true },
  { english: 'meal_details', spanish: 'Detalles', text: true },
]

const historyColumns: Column[] = [
  ...familyColumns,
  { english: 'will_attend', spanish: 'Respuesta', text: true },
  { english: 'confirmed_tickets', spanish: 'Personas', text: false },
  { english: 'answered_at', spanish: 'Fecha', text: false },
  { english: 'changed_by', spanish: 'Quién', text: true },
]

const peopleColumns: Column[] = [
  ...familyColumns,
  ...personColumns,
  { english: 'events', spanish: 'Eventos', text: true },
]

const byTableColumns: Column[] = [
  { english: 'table_name', spanish: spanishColumnNames.table_name, text: true },
  ...familyColumns,
  ...personColumns,
]

/** The last row of the meal summary. */
export const mealTotal = 'Total'

const mealSummaryColumns: Column[] = [
  { english: 'meal', spanish: 'Comida', text: true },
  { english: 'people', spanish: 'Personas', text: false },
]

/**
 * byteOrderMark: a file meant for people opening it in a spreadsheet has one in both variants
 * (the people lists); otherwise only the Excel variant does.
 */
export function toCsv(
  columns: Column[],
  rows: (string | number)[][],
  flavor: CsvFlavor,
  { byteOrderMark = flavor.excel }: { byteOrderMark?: boolean } = {},
): string {
  const guard = { keepNumbersAsText: flavor.excel }
  const header = columns.map((column) => column[flavor.headers])
  return stringify(
    [
      header.map((name) => guardCell(name, guard)),
      ...rows.map((row) =>
        row.map((cell, index) =>
          typeof cell === 'string' && columns[index]?.text ? guardCell(cell, guard) : cell,
        ),
      ),
    ],
    {
      delimiter: ',',
      record_delimiter: flavor.excel ? 'windows' : 'unix',
      bom: byteOrderMark,
      // csv-stringify quotes a cell holding the record delimiter only: a bare carriage return
      // in a Unix file (or a line feed in a Windows one) would start a new row in a reader
      quoted_match: /[\r\n]/,
    },
  )
}

/** events: those the couple asks about, whose titles the «Eventos» column writes. */
export function invitationsCsv(
  records: GuestRecord[],
  events: readonly EventChoice[],
  flavor: CsvFlavor,
): string {
  return toCsv(
    invitationColumns,
    records.map((record) => [
      record.humanKey,
      record.familyName,
      record.familyChief ?? '',
      record.availableTickets,
      record.phone ?? '',
      eventTitlesCell(record.eventKeys, events),
      record.tableName ?? '',
      answer(record.willAttend),
      record.confirmedTickets,
      record.confirmedAt ? localDateTime(record.confirmedAt, flavor.timeZone) : '',
    ]),
    flavor,
  )
}

export function historyCsv(entries: ListHistoryEntry[], flavor: CsvFlavor): string {
  return toCsv(
    historyColumns,
    entries.map((entry) => [
      entry.humanKey,
      entry.familyName,
      answer(entry.willAttend),
      entry.confirmedTickets,
      localDateTime(entry.answeredAt, flavor.timeZone),
      entry.changedBy,
    ]),
    flavor,
  )
}

/**
 * One row per confirmed seat of every accepted answer, for the caterer and the venue, in the
 * couple's words (people-rows.ts). With a byte-order mark in both variants: it is a list people
 * open in a spreadsheet, and without one Excel garbles «ñ».
 */
export function peopleCsv(
  families: readonly FamilySeats[],
  labels: PeopleLabels,
  flavor: CsvFlavor,
): string {
  return toCsv(
    peopleColumns,
    seatRows(families, labels).map((seat) => [
      seat.humanKey,
      seat.familyName,
      seat.name,
      seat.age,
      seat.meal,
      seat.mealDetails,
      seat.events,
    ]),
    flavor,
    { byteOrderMark: true },
  )
}

/** The caterer's summary: how many people eat each meal, «Sin preferencia» included, and the total. */
export function mealSummaryCsv(
  families: readonly FamilySeats[],
  labels: PeopleLabels,
  flavor: CsvFlavor,
): string {
  const counts = mealCounts(families, labels)
  const total = counts.reduce((sum, meal) => sum + meal.count, 0)
  return toCsv(
    mealSummaryColumns,
    [...counts.map((meal) => [meal.label, meal.count]), [mealTotal, total]],
    flavor,
    { byteOrderMark: true },
  )
}

/** The columns an import reads, in Spanish, and no rows: the file the couple fills in. */
export function templateCsv(flavor: Pick<CsvFlavor, 'excel'>): string {
  return toCsv(invitationColumns.slice(0, importColumns.length), [], {
    ...flavor,
    timeZone: '',
    headers: 'spanish',
  })
}

/**
 * One row per confirmed seat, by table (head table first, then as created; «Sin mesa» last), then
 * by family, for the venue: table, number, family, name, age, meal and details in the couple's
 * words. tables: the couple's table names in that order. With a byte-order mark in both variants.
 */
export function byTableCsv(
  families: readonly SeatedFamily[],
  tables: readonly string[],
  labels: PeopleLabels,
  flavor: CsvFlavor,
): string {
  return toCsv(
    byTableColumns,
    tableSeatRows(families, tables, labels).map((seat) => [
      seat.tableName ?? noTable,
      seat.humanKey,
      seat.familyName,
      seat.name,
      seat.age,
      seat.meal,
      seat.mealDetails,
    ]),
    flavor,
    { byteOrderMark: true },
  )
}

/**
 * The kitchen's count by table: a row per table (every one, in the couple's order, then
 * «Sin mesa»), its people and a column per meal, and a last row of totals. One sheet a caterer
 * reads across, rather than a second section under the seats: a spreadsheet sorts and filters a
 * file with one header, and prints this one on a page.
 */
export function tableMealsCsv(
  families: readonly SeatedFamily[],
  tables: readonly string[],
  labels: PeopleLabels,
  flavor: CsvFlavor,
): string {
  const summary = tableMealSummary(families, tables, labels)
  const columns: Column[] = [
    byTableColumns[0]!,
    { english: 'people', spanish: 'Personas', text: false },
    ...summary.meals.map((meal) => ({ english: meal, spanish: meal, text: true })),
  ]
  return toCsv(
    columns,
    [
      ...summary.tables.map((row) => [row.table, row.people, ...row.meals]),
      [mealTotal, summary.total.people, ...summary.total.meals],
    ],
    flavor,
    { byteOrderMark: true },
  )
}
