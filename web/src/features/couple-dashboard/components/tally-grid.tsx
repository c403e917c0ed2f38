import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { GuestRow } from '../api/guest-row'
import { tallies } from '../utils/tallies'

export type TallyGridProps = { rows: readonly GuestRow[] }

/** The numbers the couple checks first, as a description list. */
export function TallyGrid({ rows }: TallyGridProps) {
  const t = tallies(rows)
  const items: [string, number][] = [
    ['Invitaciones', t.invitations],
    ['Lugares ofrecidos', t.seatsOffered],
    ['Respondidas', t.answered],
    ['Familias que asistirán', t.attendingFamilies],
    ['Personas que asistirán', t.attendingPeople],
    ['No asistirán', t.declined],
    ['Sin respuesta', t.pending],
    ['Abiertas sin respuesta', t.openedNotAnswered],
  ]
  return (
    <Box component="section" aria-labelledby="novios-resumen" sx={{ mb: 4 }}>
      <Typography id="novios-resumen" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Resumen
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          m: 0,
        }}
      >
        {items.map(([label, value]) => (
          <Box
            key={label}
            data-tally={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
          >
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
