import Button from '@mui/material/Button'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { guestRecordFromRow } from '../../../lib/guest-csv/invitation'
import { defaultTimeZone } from '../../../lib/guest-csv/local-time'
import type { PeopleLabels } from '../../../lib/guest-csv/people-rows'
import { invitationsCsv, mealSummaryCsv, peopleCsv } from '../../../lib/guest-csv/write-csv'
import { downloadFile } from '../../../lib/couple/download-file'
import { familySeatsOf } from '../../../lib/couple/family-seats'
import type { Action } from '../../../components/dashboard/dashboard-actions'
import { tableExportActions } from './table-exports'

export type ExportButtonsProps = {
  rows: readonly CoupleInvitation[]
  /** The wedding's time zone from the content; answers are dated in it. */
  timeZone: string | null
  /** The couple's words for meals, events and ages, from «Preguntas de la confirmación». */
  labels: PeopleLabels
}

/**
 * The list, its people and their meals, and the same by table, as npm run guests:export
 * (-- --people, -- --meals, -- --by-table) writes them, with the couple's Spanish column names.
 */
export function exportActions(
  rows: readonly CoupleInvitation[],
  timeZone: string | null,
  labels: PeopleLabels,
): Action[] {
  const flavor = { timeZone: timeZone ?? defaultTimeZone, headers: 'spanish' } as const
  const exportAs = (excel: boolean, fileName: string) =>
    downloadFile(
      invitationsCsv(rows.map(guestRecordFromRow), labels.events, { ...flavor, excel }),
      fileName,
    )
  const peopleAs = (excel: boolean, fileName: string) =>
    downloadFile(peopleCsv(familySeatsOf(rows), labels, { ...flavor, excel }), fileName)
  return [
    { label: 'Exportar CSV', run: () => exportAs(false, 'invitados.csv') },
    { label: 'Exportar para Excel', run: () => exportAs(true, 'invitados-excel.csv') },
    { label: 'Descargar personas (CSV)', run: () => peopleAs(false, 'personas.csv') },
    { label: 'Descargar personas para Excel', run: () => peopleAs(true, 'personas-excel.csv') },
    {
      label: 'Resumen de comida (Excel)',
      run: () =>
        downloadFile(
          mealSummaryCsv(familySeatsOf(rows), labels, { ...flavor, excel: true }),
          'resumen-comida.csv',
        ),
    },
    ...tableExportActions(rows, flavor, labels),
  ]
}

/** The exports as buttons, for a screen with room for them. */
export function ExportButtons({ rows, timeZone, labels }: ExportButtonsProps) {
  return (
    <>
      {exportActions(rows, timeZone, labels).map(({ label, run }) => (
        <Button key={label} variant="outlined" onClick={run}>
          {label}
        </Button>
      ))}
    </>
  )
}
