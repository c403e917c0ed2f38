import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { noTable } from '../../../lib/guest-csv/table-rows'
import type { DoorTotals } from '../../../lib/guest-list/door-records'

export type ArrivalsByTableProps = { totals: DoorTotals }

/** People arrived against expected at each table (head table first, «Sin mesa» last), and in all. */
export function ArrivalsByTable({ totals }: ArrivalsByTableProps) {
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mb: 3, maxWidth: '36rem' }}
    >
      <Table size="small" aria-label="Llegadas por mesa">
        <TableHead>
          <TableRow>
            <TableCell>Mesa</TableCell>
            <TableCell align="right">Llegaron</TableCell>
            <TableCell align="right">Confirmaron</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.by_table.map((table) => (
            <TableRow key={table.table_name}>
              <TableCell>{table.table_name || noTable}</TableCell>
              <TableCell align="right">{table.arrived}</TableCell>
              <TableCell align="right">{table.expected}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {totals.arrived}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {totals.expected}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  )
}
