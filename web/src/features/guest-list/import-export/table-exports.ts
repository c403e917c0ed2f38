import type { PeopleLabels } from '../../../lib/guest-csv/people-rows'
import { byTableCsv, tableMealsCsv, type CsvFlavor } from '../../../lib/guest-csv/write-csv'
import { notify } from '../../../lib/toasts/notify'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { seatingApi } from '../../../lib/couple/api/seating-api'
import type { Action } from '../../../components/dashboard/dashboard-actions'
import { downloadFile } from '../../../lib/couple/download-file'
import { errorMessage } from '../../../lib/couple/error-message'
import { seatedFamiliesOf } from '../../../lib/couple/family-seats'

/**
 * The lists for the venue and the kitchen, as npm run guests:export -- --by-table (and with
 * --meals) writes them: the tables' order (head table first) is read when the couple asks.
 */
export function tableExportActions(
  rows: readonly CoupleInvitation[],
  flavor: Omit<CsvFlavor, 'excel'>,
  labels: PeopleLabels,
): Action[] {
  const download = (write: typeof byTableCsv, excel: boolean, fileName: string): Action['run'] => {
    return () =>
      void seatingApi.seating().then(
        ({ tables }) =>
          downloadFile(
            write(
              seatedFamiliesOf(rows),
              tables.map((table) => table.name),
              labels,
              { ...flavor, excel },
            ),
            fileName,
          ),
        (error: unknown) => notify(`No se pudo leer las mesas. ${errorMessage(error)}`, 'error'),
      )
  }
  return [
    { label: 'Exportar por mesa (CSV)', run: download(byTableCsv, false, 'por-mesa.csv') },
    {
      label: 'Exportar por mesa para Excel',
      run: download(byTableCsv, true, 'por-mesa-excel.csv'),
    },
    {
      label: 'Comida por mesa (Excel)',
      run: download(tableMealsCsv, true, 'comida-por-mesa.csv'),
    },
  ]
}
