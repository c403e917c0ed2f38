import Button from '@mui/material/Button'
import type { GuestRow } from '../api/guest-row'
import { guestRecordFromRow } from '../../../lib/guest-csv/invitation'
import { invitationsCsv } from '../../../lib/guest-csv/write-csv'

export type ExportButtonsProps = { rows: readonly GuestRow[] }

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The list as npm run guests:export writes it: plain CSV, or the Excel variant. */
export function ExportButtons({ rows }: ExportButtonsProps) {
  const records = rows.map(guestRecordFromRow)
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => download(invitationsCsv(records, { excel: false }), 'invitados.csv')}
      >
        Exportar CSV
      </Button>
      <Button
        variant="outlined"
        onClick={() => download(invitationsCsv(records, { excel: true }), 'invitados-excel.csv')}
      >
        Exportar para Excel
      </Button>
    </>
  )
}
