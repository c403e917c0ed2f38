import Button from '@mui/material/Button'
import type { GuestRow } from '../api/guest-row'
import { guestRecordFromRow } from '../../../lib/guest-csv/invitation'
import { defaultTimeZone } from '../../../lib/guest-csv/local-time'
import { invitationsCsv, peopleCsv } from '../../../lib/guest-csv/write-csv'
import { downloadFile } from '../shared/download-file'
import { personEntriesOf } from './people-entries'
import type { Action } from '../shared/dashboard-actions'

export type ExportButtonsProps = {
  rows: readonly GuestRow[]
  /** The wedding's time zone from the content; answers are dated in it. */
  timeZone: string | null
}

/**
 * The list, and its people, as npm run guests:export (-- --people) writes them, with the couple's
 * Spanish column names.
 */
export function exportActions(rows: readonly GuestRow[], timeZone: string | null): Action[] {
  const flavor = { timeZone: timeZone ?? defaultTimeZone, headers: 'spanish' } as const
  const exportAs = (excel: boolean, fileName: string) =>
    downloadFile(invitationsCsv(rows.map(guestRecordFromRow), { ...flavor, excel }), fileName)
  return [
    { label: 'Exportar CSV', run: () => exportAs(false, 'invitados.csv') },
    { label: 'Exportar para Excel', run: () => exportAs(true, 'invitados-excel.csv') },
    {
      label: 'Descargar personas (CSV)',
      run: () =>
        downloadFile(peopleCsv(personEntriesOf(rows), { ...flavor, excel: false }), 'personas.csv'),
    },
  ]
}

/** The exports as buttons, for a screen with room for them. */
export function ExportButtons({ rows, timeZone }: ExportButtonsProps) {
  return (
    <>
      {exportActions(rows, timeZone).map(({ label, run }) => (
        <Button key={label} variant="outlined" onClick={run}>
          {label}
        </Button>
      ))}
    </>
  )
}
