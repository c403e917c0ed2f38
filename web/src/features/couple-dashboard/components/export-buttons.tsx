import Button from '@mui/material/Button'
import type { GuestRow } from '../api/guest-row'
import { guestRecordFromRow } from '../../../lib/guest-csv/invitation'
import { defaultTimeZone } from '../../../lib/guest-csv/local-time'
import { invitationsCsv, peopleCsv } from '../../../lib/guest-csv/write-csv'
import { downloadFile } from '../utils/download-file'
import { personEntriesOf } from '../utils/people-entries'

export type ExportButtonsProps = {
  rows: readonly GuestRow[]
  /** The wedding's time zone from the content; answers are dated in it. */
  timeZone: string | null
}

/**
 * The list, and its people, as npm run guests:export (-- --people) writes them, with the couple's
 * Spanish column names.
 */
export function ExportButtons({ rows, timeZone }: ExportButtonsProps) {
  const records = rows.map(guestRecordFromRow)
  const flavor = { timeZone: timeZone ?? defaultTimeZone, headers: 'spanish' } as const
  const exportAs = (excel: boolean, fileName: string) =>
    downloadFile(invitationsCsv(records, { ...flavor, excel }), fileName)
  const exportPeople = () =>
    downloadFile(peopleCsv(personEntriesOf(rows), { ...flavor, excel: false }), 'personas.csv')
  return (
    <>
      <Button variant="outlined" onClick={() => exportAs(false, 'invitados.csv')}>
        Exportar CSV
      </Button>
      <Button variant="outlined" onClick={() => exportAs(true, 'invitados-excel.csv')}>
        Exportar para Excel
      </Button>
      <Button variant="outlined" onClick={exportPeople}>
        Descargar personas (CSV)
      </Button>
    </>
  )
}
