import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { missingOf, type ArrivalRow } from '../../../lib/guest-csv/arrival-rows'
import { noTable } from '../../../lib/guest-csv/table-rows'
import {
  InvitationNumber,
  invitationNumberFont,
} from '../../../components/dashboard/invitation-number'
import { usePhoneScreen } from '../../../lib/couple/use-screen'

// a pale amber under the default text keeps its contrast; the words say it too
const conflictRow = { bgcolor: '#fdf0d5' } as const

export type ArrivalsByFamilyProps = {
  rows: readonly ArrivalRow[]
  /** By invitation number, the door accounts that recorded its arrivals. */
  recordedBy: ReadonlyMap<string, readonly string[]>
}

/** In words, how the family's count came out against its pases. */
export function arrivalNote(row: ArrivalRow): string {
  if (row.arrived === 0) return 'No llegó nadie'
  const missing = missingOf(row)
  if (missing > 0) return `Faltaron ${missing}`
  return row.arrived > row.confirmed ? `Llegaron ${row.arrived - row.confirmed} más` : 'Completa'
}

const ConflictMark = ({ row }: { row: ArrivalRow }) =>
  row.conflict && (
    <Box component="strong" sx={{ display: 'block' }}>
      Conflicto entre puertas
    </Box>
  )

const RecordedBy = ({ emails }: { emails: readonly string[] | undefined }) =>
  emails?.map((email) => (
    <Box component="span" key={email} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {email}
    </Box>
  ))

/**
 * Each confirmed family: arrived of its pases, extras, table, who recorded it at the door; a
 * conflict between doors marked. On a phone three columns, the number, table, note and who
 * recorded it under the family, so nothing scrolls.
 */
export function ArrivalsByFamily({ rows, recordedBy }: ArrivalsByFamilyProps) {
  const phone = usePhoneScreen()
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mb: 2 }}>
      <Table size="small" aria-label="Llegadas por familia">
        <TableHead>
          <TableRow>
            {!phone && <TableCell>Número</TableCell>}
            <TableCell>Familia</TableCell>
            <TableCell align="right">Llegaron</TableCell>
            <TableCell align="right">Extras</TableCell>
            {!phone && <TableCell>Mesa</TableCell>}
            {!phone && <TableCell>Nota</TableCell>}
            {!phone && <TableCell>Anotó</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.humanKey}
              data-conflict={row.conflict || undefined}
              sx={row.conflict ? conflictRow : undefined}
            >
              {!phone && <TableCell sx={invitationNumberFont}>{row.humanKey}</TableCell>}
              <TableCell component="th" scope="row">
                {phone ? (
                  <>
                    <InvitationNumber value={row.humanKey} /> · {row.familyName}
                    <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem' }}>
                      {row.tableName ?? noTable} · {arrivalNote(row)}
                      {recordedBy.get(row.humanKey)?.length
                        ? ` · Anotó ${recordedBy.get(row.humanKey)?.join(', ')}`
                        : ''}
                    </Box>
                    <ConflictMark row={row} />
                  </>
                ) : (
                  row.familyName
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {row.arrived} de {row.confirmed}
              </TableCell>
              <TableCell align="right">{row.extra}</TableCell>
              {!phone && <TableCell>{row.tableName ?? noTable}</TableCell>}
              {!phone && (
                <TableCell>
                  {arrivalNote(row)}
                  <ConflictMark row={row} />
                </TableCell>
              )}
              {!phone && (
                <TableCell sx={{ fontSize: '0.8125rem' }}>
                  <RecordedBy emails={recordedBy.get(row.humanKey)} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
