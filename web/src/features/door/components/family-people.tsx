import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { FamilyAtTheDoor } from '../utils/local-view'

export type FamilyPeopleProps = { family: FamilyAtTheDoor }

/** The family's people and its table, who of them sits at another table, and who came in. */
export function FamilyPeople({ family }: FamilyPeopleProps) {
  if (family.status !== 'confirmed') return null
  return (
    <>
      <Typography sx={{ mt: 1, fontWeight: 600 }} data-table>
        {family.table_name ? `Mesa: ${family.table_name}` : 'Sin mesa asignada'}
      </Typography>
      {family.people.length > 0 && (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {family.people.map((person) => (
            <li key={person.position} data-arrived={person.arrived || undefined}>
              {person.name ?? `Persona ${person.position}`}
              {person.child ? ' (niño/a)' : ''}
              {person.table_name ? ` · en ${person.table_name}` : ''}
              {person.arrived ? ' · ya llegó' : ''}
            </li>
          ))}
        </Box>
      )}
    </>
  )
}
