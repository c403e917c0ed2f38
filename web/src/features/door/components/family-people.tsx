import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { FamilyAtTheDoor } from '../utils/local-view'

export type FamilyPeopleProps = { family: FamilyAtTheDoor }

/** The family's people and its table, and who of them sits at another table. */
export function FamilyPeople({ family }: FamilyPeopleProps) {
  const apart = new Map(family.person_tables.map((seat) => [seat.position, seat.table_name]))
  return (
    <>
      <Typography sx={{ mt: 1, fontWeight: 600 }} data-table>
        {family.table_name ? `Mesa: ${family.table_name}` : 'Sin mesa asignada'}
      </Typography>
      {family.people.length > 0 && (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {family.people.map((person, index) => {
            const table = apart.get(index + 1)
            return (
              <li key={index}>
                {person.name ?? `Persona ${index + 1}`}
                {person.child ? ' (niño/a)' : ''}
                {table ? ` · en ${table}` : ''}
              </li>
            )
          })}
        </Box>
      )}
    </>
  )
}
