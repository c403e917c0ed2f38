import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { PeopleLabels } from '../../../lib/guest-csv/people-rows'
import type { GuestRow } from '../api/guest-row'
import { peopleTallies, tallies, type HeadCount } from './tallies'
import { TallyList } from './tally-list'

export type TallyGridProps = {
  rows: readonly GuestRow[]
  /** The couple's words for meals and events, «Sin preferencia» included. */
  labels: PeopleLabels
}

const labelled = (counts: HeadCount[]) => counts.map(({ label, count }) => [label, count] as const)

const subheading = { fontSize: '1.15rem', fontWeight: 600, mt: 3, mb: 1.5 } as const

/** The numbers the couple checks first, then who comes: ages, meals and events. */
export function TallyGrid({ rows, labels }: TallyGridProps) {
  const t = tallies(rows)
  const people = peopleTallies(rows, labels)
  const answers: [string, number][] = [
    ['Invitaciones', t.invitations],
    ['Lugares ofrecidos', t.seatsOffered],
    ['Respondidas', t.answered],
    ['Familias que asistirán', t.attendingFamilies],
    ['Personas que asistirán', t.attendingPeople],
    ['No asistirán', t.declined],
    ['Sin respuesta', t.pending],
    ['Abiertas sin respuesta', t.openedNotAnswered],
    ['Sin enviar', t.notSent],
  ]
  const ages: [string, number][] = [
    ['Adultos', people.adults],
    ['Niñas y niños', people.children],
    ...(people.withoutDetails > 0
      ? [['Sin datos', people.withoutDetails] as [string, number]]
      : []),
  ]
  return (
    <Box component="section" aria-labelledby="novios-resumen" sx={{ mb: 4 }}>
      <Typography id="novios-resumen" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Resumen
      </Typography>
      <TallyList items={answers} />
      <Typography id="novios-quienes" variant="h3" sx={subheading}>
        Quiénes vienen
      </Typography>
      <TallyList items={ages} labelledBy="novios-quienes" />
      {/* when the couple asks about meals, or someone chose one before they stopped asking */}
      {people.meals.some((meal) => meal.key !== null) && (
        <>
          <Typography id="novios-comida" variant="h3" sx={subheading}>
            Comida
          </Typography>
          <TallyList items={labelled(people.meals)} labelledBy="novios-comida" />
        </>
      )}
      {people.events.length > 0 && (
        <>
          <Typography id="novios-eventos" variant="h3" sx={subheading}>
            Eventos
          </Typography>
          <TallyList items={labelled(people.events)} labelledBy="novios-eventos" />
        </>
      )}
    </Box>
  )
}
