// the browser build carries its own Buffer, so the couple's dashboard runs these same rules
import { stringify } from 'csv-stringify/browser/esm/sync'
import type { GuestRecord, HistoryEntry } from './invitation'

export type CsvFlavor = {
  /** Semicolons, CRLF and a byte-order mark: what Excel in Spanish opens with accents intact. */
  excel: boolean
}

const answer = (willAttend: boolean | null) => (willAttend === null ? '' : willAttend ? 'sí' : 'no')

function toCsv(header: string[], rows: (string | number)[][], flavor: CsvFlavor): string {
  return stringify([header, ...rows], {
    delimiter: flavor.excel ? ';' : ',',
    record_delimiter: flavor.excel ? 'windows' : 'unix',
    bom: flavor.excel,
  })
}

export function invitationsCsv(records: GuestRecord[], flavor: CsvFlavor): string {
  return toCsv(
    [
      'human_key',
      'family_name',
      'family_chief',
      'available_tickets',
      'will_attend',
      'confirmed_tickets',
      'confirmed_at',
    ],
    records.map((record) => [
      record.humanKey,
      record.familyName,
      record.familyChief ?? '',
      record.availableTickets,
      answer(record.willAttend),
      record.confirmedTickets,
      record.confirmedAt ?? '',
    ]),
    flavor,
  )
}

export function historyCsv(entries: HistoryEntry[], flavor: CsvFlavor): string {
  return toCsv(
    ['human_key', 'family_name', 'will_attend', 'confirmed_tickets', 'answered_at', 'changed_by'],
    entries.map((entry) => [
      entry.humanKey,
      entry.familyName,
      answer(entry.willAttend),
      entry.confirmedTickets,
      entry.answeredAt,
      entry.changedBy,
    ]),
    flavor,
  )
}
