import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { doorTextDefaults } from '../../../content/site-texts/door'
import { useSiteTexts } from '../../../content/use-site-texts'
import type { DoorPerson } from '../../../lib/guest-list/door-records'
import type { FamilyAtTheDoor } from '../utils/local-view'

export type FamilyPeopleProps = {
  family: FamilyAtTheDoor
  /** people ticked as coming in now; with `onToggle`, a named person not yet in gets a tick box */
  chosen?: ReadonlySet<number>
  onToggle?: (position: number) => void
}

const describe = (person: DoorPerson) =>
  `${person.name ?? `Persona ${person.position}`}${person.child ? ' (niño/a)' : ''}${
    person.table_name ? ` · en ${person.table_name}` : ''
  }`

/**
 * The family's people and its table, who of them sits at another table, and who already came in;
 * while pases are left, the helper may tick who of the named people come in now.
 */
export function FamilyPeople({ family, chosen, onToggle }: FamilyPeopleProps) {
  const texts = useSiteTexts('door', doorTextDefaults)
  if (family.status !== 'confirmed') return null
  const tickable = (person: DoorPerson) => Boolean(onToggle && person.name && !person.arrived)
  const anyTickable = family.people.some(tickable)
  return (
    <>
      <Typography sx={{ mt: 1, fontWeight: 600 }} data-table>
        {family.table_name ? `Mesa: ${family.table_name}` : 'Sin mesa asignada'}
      </Typography>
      {anyTickable && <Typography sx={{ mt: 1 }}>{texts.whoComes}</Typography>}
      {family.people.length > 0 && (
        <Box
          component="ul"
          sx={anyTickable ? { listStyle: 'none', pl: 0, my: 1 } : { pl: 3, my: 1 }}
        >
          {family.people.map((person) => (
            <li key={person.position} data-came-in={person.arrived || undefined}>
              {tickable(person) ? (
                <FormControlLabel
                  sx={{ minHeight: 48 }}
                  control={
                    <Checkbox
                      checked={chosen?.has(person.position) ?? false}
                      onChange={() => onToggle?.(person.position)}
                    />
                  }
                  label={describe(person)}
                />
              ) : (
                <Box component="span" sx={anyTickable ? { display: 'block', pl: 1.5, py: 1 } : {}}>
                  {describe(person)}
                  {person.arrived && (
                    <Box component="span" sx={{ color: 'success.dark', fontWeight: 600 }}>
                      {` · ${texts.alreadyIn}`}
                    </Box>
                  )}
                </Box>
              )}
            </li>
          ))}
        </Box>
      )}
    </>
  )
}
