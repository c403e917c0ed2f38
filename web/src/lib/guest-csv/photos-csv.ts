import { spanishColumnNames } from './header-names'
import { localDateTime } from './local-time'
import { toCsv, type Column, type CsvFlavor } from './write-csv'

/** One photo of the couple's download: where it is in the ZIP, whose, and when. */
export type PhotoCsvRow = {
  fileName: string
  humanKey: string
  familyName: string
  uploadedAt: string
  status: string
}

const photoColumns: Column[] = [
  { english: 'file', spanish: 'Archivo', text: true },
  { english: 'human_key', spanish: spanishColumnNames.human_key, text: true },
  { english: 'family_name', spanish: spanishColumnNames.family_name, text: true },
  { english: 'uploaded_at', spanish: 'Subida', text: false },
  { english: 'status', spanish: 'Estado', text: true },
]

/**
 * Who sent each photo and when, beside the photos in «Descargar todas»: a family's name is
 * guarded as every export guards what people wrote, so a spreadsheet never runs it as a formula.
 */
export function photosCsv(rows: readonly PhotoCsvRow[], flavor: CsvFlavor): string {
  return toCsv(
    photoColumns,
    rows.map((row) => [
      row.fileName,
      row.humanKey,
      row.familyName,
      localDateTime(row.uploadedAt, flavor.timeZone),
      row.status,
    ]),
    flavor,
    { byteOrderMark: true },
  )
}
