import Button from '@mui/material/Button'
import type { GuestRow } from '../api/guest-row'
import { guestRecordFromRow } from '../../../lib/guest-csv/invitation'
import { defaultTimeZone } from '../../../lib/guest-csv/local-time'
import { invitationsCsv } from '../../../lib/guest-csv/write-csv'
import { downloadFile } from '../utils/download-file'

export type ExportButtonsProps = {
  rows: readonly GuestRow[]
  /** The wedding's time zone from the content; answers are dated in it. */
  timeZone: string | null
}

/** The list as npm run guests:export writes it, with the couple's Spanish column names. */
export function ExportButtons({ rows, timeZone }: ExportButtonsProps) {
  const records = rows.map(guestRecordFromRow)
  const exportAs = (excel: boolean, fileName: string) =>
    downloadFile(
      invitationsCsv(records, {
        excel,
        timeZone: timeZone ?? defaultTimeZone,
        headers: 'spanish',
      }),
      fileName,
    )
  return (
    <>
      <Button variant="outlined" onClick={() => exportAs(false, 'invitados.csv')}>
        Exportar CSV
      </Button>
      <Button variant="outlined" onClick={() => exportAs(true, 'invitados-excel.csv')}>
        Exportar para Excel
      </Button>
    </>
  )
}
