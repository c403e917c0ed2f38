import { spanishColumnNames } from './header-names'
import type { ArrivalRow } from './arrival-rows'
import { familyColumns, toCsv, type Column, type CsvFlavor } from './write-csv'

const arrivalColumns: Column[] = [
  ...familyColumns,
  { english: 'confirmed_tickets', spanish: 'Pases confirmados', text: false },
  { english: 'arrived', spanish: 'Llegaron', text: false },
  { english: 'extra', spanish: 'Extras', text: false },
  { english: 'conflict', spanish: 'Conflicto', text: true },
  { english: 'table_name', spanish: spanishColumnNames.table_name, text: true },
]

/**
 * Who came against who confirmed, one row per confirmed family, for the thank-you notes: number,
 * family, confirmed pases, arrived, extras, whether two doors disagreed, and the table. With a
 * byte-order mark in both variants, as the other lists people open in a spreadsheet.
 */
export function arrivalsCsv(rows: readonly ArrivalRow[], flavor: CsvFlavor): string {
  return toCsv(
    arrivalColumns,
    rows.map((row) => [
      row.humanKey,
      row.familyName,
      row.confirmed,
      row.arrived,
      row.extra,
      row.conflict ? 'sí' : 'no',
      row.tableName ?? '',
    ]),
    flavor,
    { byteOrderMark: true },
  )
}
