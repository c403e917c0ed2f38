import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { RecentArrival } from '../store/door-db'
import { clockTime } from '../utils/clock-time'

export type RecentArrivalsProps = {
  arrivals: readonly RecentArrival[]
  busy: boolean
  onUndo: (id: string) => void
}

/** This phone's arrivals of the family in the last five minutes, each with its «Deshacer». */
export function RecentArrivals({ arrivals, busy, onUndo }: RecentArrivalsProps) {
  if (arrivals.length === 0) return null
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, display: 'grid', gap: 1 }}>
      {arrivals.map((arrival) => (
        <Box component="li" key={arrival.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flexGrow: 1 }}>
            {arrival.count === 1 ? 'Llegó 1' : `Llegaron ${arrival.count}`}
            {arrival.extra ? ' extra' : ''} a las {clockTime(arrival.recordedAt)}
          </Typography>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => onUndo(arrival.id)}
            sx={{ minHeight: 48 }}
            aria-label={`Deshacer la llegada de las ${clockTime(arrival.recordedAt)}`}
          >
            Deshacer
          </Button>
        </Box>
      ))}
    </Box>
  )
}
