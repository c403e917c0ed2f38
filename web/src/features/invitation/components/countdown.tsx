import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useCountdown } from '../hooks/use-countdown'
import { padTwo } from '../utils/countdown'

type CountdownLabels = {
  days?: string
  hours?: string
  minutes?: string
  seconds?: string
  finished?: string
}

export type CountdownProps = { target: Date; labels: CountdownLabels | null }

export function Countdown({ target, labels }: CountdownProps) {
  const { days, hours, minutes, seconds, finished } = useCountdown(target)
  if (finished) {
    return (
      <Typography variant="h4" component="p" role="status">
        {labels?.finished}
      </Typography>
    )
  }
  const units = [
    { value: String(days), label: labels?.days },
    { value: padTwo(hours), label: labels?.hours },
    { value: padTwo(minutes), label: labels?.minutes },
    { value: padTwo(seconds), label: labels?.seconds },
  ]
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 }, p: 0, m: 0, listStyle: 'none' }}
    >
      {units.map(({ value, label }) => (
        <Box
          component="li"
          key={label}
          sx={{
            minWidth: { xs: 64, sm: 84 },
            py: 1.5,
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.14)',
            border: '1px solid rgba(255,255,255,0.4)',
            textAlign: 'center',
          }}
        >
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: { xs: 26, sm: 36 }, fontWeight: 600 }}
          >
            {value}
          </Typography>
          <Typography component="span" variant="caption" sx={{ letterSpacing: '0.1em' }}>
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
