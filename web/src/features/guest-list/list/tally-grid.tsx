import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useWideScreen } from '../../../lib/couple/use-screen'
import type { PeopleLabels } from '../../../lib/guest-csv/people-rows'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { peopleTallies, tallies, type HeadCount } from './tallies'
import { TallyList } from './tally-list'

export type TallyGridProps = {
  rows: readonly CoupleInvitation[]
  /** The couple's words for meals and events, «Sin preferencia» included. */
  labels: PeopleLabels
}

const labelled = (counts: HeadCount[]) => counts.map(({ label, count }) => [label, count] as const)

const subheading = { fontSize: '1.15rem', fontWeight: 600, mt: 3, mb: 1.5 } as const

/**
 * The numbers the couple checks first, then who comes: ages, meals and events. Open on a wide
 * screen; folded on a phone, so the first screen shows the list, until the couple opens it.
 */
export function TallyGrid({ rows, labels }: TallyGridProps) {
  const wide = useWideScreen()
  // follows the screen until the couple opens or folds it
  const [chosen, setChosen] = useState<boolean | null>(null)
  const expanded = chosen ?? wide
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
  // with ages not asked, no one is counted an adult: only children the couple recorded
  const ages: [string, number][] =
    people.adults === null
      ? people.children > 0
        ? [['Niñas y niños', people.children]]
        : []
      : [
          ['Adultos', people.adults],
          ['Niñas y niños', people.children],
          ...(people.withoutDetails > 0
            ? [['Sin datos', people.withoutDetails] as [string, number]]
            : []),
        ]
  return (
    <Accordion
      component="section"
      aria-labelledby="novios-resumen"
      expanded={expanded}
      onChange={(_event, open) => setChosen(open)}
      disableGutters
      elevation={0}
      slotProps={{ heading: { component: 'h2' } }}
      sx={{
        mb: { xs: 2, md: 4 },
        bgcolor: 'transparent',
        border: { xs: 1, md: 0 },
        borderColor: { xs: 'divider' },
        borderRadius: 2,
        '&::before': { display: 'none' },
      }}
      data-tallies
    >
      <AccordionSummary
        id="novios-resumen"
        aria-controls="novios-resumen-cifras"
        expandIcon={<span aria-hidden="true">▾</span>}
        sx={{ px: { xs: 1.5, md: 0 }, '& .MuiAccordionSummary-content': { my: 1 } }}
      >
        <Typography component="span" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          Resumen
        </Typography>
        {!expanded && (
          <Typography
            component="span"
            variant="body2"
            sx={{ ml: 1.5, alignSelf: 'center', color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {t.attendingPeople} asistirán · {t.pending} sin respuesta
          </Typography>
        )}
      </AccordionSummary>
      <AccordionDetails id="novios-resumen-cifras" sx={{ px: { xs: 1.5, md: 0 }, pt: 0 }}>
        <TallyList items={answers} />
        {ages.length > 0 && (
          <>
            <Typography id="novios-quienes" variant="h3" sx={subheading}>
              Quiénes vienen
            </Typography>
            <TallyList items={ages} labelledBy="novios-quienes" />
          </>
        )}
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
      </AccordionDetails>
    </Accordion>
  )
}
