import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { answerLabel, formatDateTime, peopleLabel } from '../../../lib/couple/format'
import { sortRows, type Sort, type SortKey } from './sort-rows'
import { invitationNumberFont } from '../../../components/dashboard/invitation-number'
import { openOnTap, stopTap } from './open-on-tap'
import { UnreadableNote } from './unreadable-note'
import { NewsMark } from '../whats-new/news-mark'

export type InvitationTableProps = {
  rows: readonly CoupleInvitation[]
  onOpen: (humanKey: string) => void
}

const columns: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'number', label: 'Número' },
  { key: 'family', label: 'Familia' },
  { key: 'seats', label: 'Lugares', numeric: true },
  { key: 'answer', label: 'Respuesta' },
  { key: 'people', label: 'Personas' },
  { key: 'sent', label: 'Enviada' },
  { key: 'opened', label: 'Abierta' },
  { key: 'answered', label: 'Respondida' },
]

const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' }

/**
 * Every invitation in one table, for a desktop screen: sortable columns, a header that stays. A
 * click anywhere on a row (or Enter or Space on it) opens its invitation, as its number does.
 */
export function InvitationTable({ rows, onOpen }: InvitationTableProps) {
  const [sort, setSort] = useState<Sort>({ key: 'number', direction: 'asc' })
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort])
  return (
    <TableContainer sx={{ maxHeight: '75vh', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table stickyHeader size="small" aria-labelledby="novios-invitaciones">
        <TableHead>
          <TableRow>
            {columns.map(({ key, label, numeric }) => (
              <TableCell
                key={key}
                align={numeric ? 'right' : 'left'}
                sortDirection={sort.key === key ? sort.direction : false}
              >
                <TableSortLabel
                  active={sort.key === key}
                  direction={sort.key === key ? sort.direction : 'asc'}
                  onClick={() => setSort(nextSort(sort, key))}
                >
                  {label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow
              key={row.human_key}
              hover
              data-invitation={row.human_key}
              {...openOnTap(() => onOpen(row.human_key))}
              sx={{
                cursor: 'pointer',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <TableCell>
                <Button
                  size="small"
                  onClick={(event) => {
                    stopTap(event)
                    onOpen(row.human_key)
                  }}
                  aria-label={`Ver y editar la invitación ${row.human_key}`}
                  sx={{ ...invitationNumberFont, minWidth: 0, fontSize: '1rem' }}
                >
                  {row.human_key}
                </Button>
              </TableCell>
              <TableCell>
                {row.family_name} <NewsMark news={row.news} />
                {row.family_chief && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {row.family_chief}
                  </Typography>
                )}
                <UnreadableNote row={row} />
              </TableCell>
              <TableCell align="right">{row.available_tickets}</TableCell>
              <TableCell>{answerLabel(row.will_attend)}</TableCell>
              <TableCell>{peopleLabel(row)}</TableCell>
              <TableCell>{formatDateTime(row.sends[0]?.sent_at ?? null)}</TableCell>
              <TableCell>{formatDateTime(row.last_opened_at)}</TableCell>
              <TableCell>{formatDateTime(row.confirmed_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
