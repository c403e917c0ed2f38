import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { RoomTable, WaitingRow } from '../utils/room-table'
import { SectionHeading } from '../../../components/dashboard/section-heading'
import { TableHeading } from './table-heading'
import { ChangeTableButton, PersonApartItem } from './change-table'
import { familyAtTable, peopleCount } from '../utils/seating-labels'

export type SeatingListProps = {
  tables: readonly RoomTable[]
  unseated: readonly WaitingRow[]
  onChoose: (humanKey: string) => void
  onEdit: (tableName: string) => void
}

const itemSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
  py: 0.75,
  borderTop: 1,
  borderColor: 'divider',
  '& > button': { flexShrink: 0, whiteSpace: 'nowrap' },
} as const

/** The phone's seating: who has no table yet, then each table; a tap picks, nothing is dragged. */
export function SeatingList({ tables, unseated, onChoose, onEdit }: SeatingListProps) {
  return (
    <>
      <Box component="section" aria-labelledby="mesas-sin-mesa" sx={{ mb: 3 }}>
        <SectionHeading id="mesas-sin-mesa">Sin mesa</SectionHeading>
        {unseated.length === 0 && (
          <Typography>Todas las familias que asistirán tienen mesa.</Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {unseated.map(({ invitation, seats }) => (
            <Box component="li" key={invitation.human_key} sx={itemSx}>
              <span>
                {invitation.family_name} · {peopleCount(seats)}
              </span>
              <Button
                size="small"
                variant="outlined"
                onClick={() => onChoose(invitation.human_key)}
                aria-label={`Elegir mesa para ${invitation.family_name}`}
              >
                Elegir mesa
              </Button>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label="Mesas"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {tables.map(({ table, used, families, people }, index) => {
          const headingId = `mesas-lista-${index}`
          return (
            <Box
              component="li"
              key={table.name}
              aria-labelledby={headingId}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
            >
              <TableHeading id={headingId} table={table} used={used} />
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {families.map(({ invitation, seats }) => (
                  <Box component="li" key={invitation.human_key} sx={itemSx}>
                    <span>
                      {invitation.family_name} · {familyAtTable(invitation, seats)}
                    </span>
                    <ChangeTableButton
                      who={invitation.family_name}
                      onClick={() => onChoose(invitation.human_key)}
                    />
                  </Box>
                ))}
                {people.map(({ invitation, position }) => (
                  <PersonApartItem
                    key={`${invitation.human_key}-${position}`}
                    invitation={invitation}
                    position={position}
                    onChoose={onChoose}
                    sx={itemSx}
                  />
                ))}
              </Box>
              <Button
                size="small"
                variant="outlined"
                sx={{ mt: 1 }}
                onClick={() => onEdit(table.name)}
                aria-label={`Editar ${table.name}`}
              >
                Editar mesa
              </Button>
            </Box>
          )
        })}
      </Box>
    </>
  )
}
