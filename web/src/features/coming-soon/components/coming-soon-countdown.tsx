import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { padTwo } from '../../invitation/utils/countdown'
import { useTimeLeft } from '../hooks/use-time-left'
import { comingSoonLabels } from '../labels'

export type ComingSoonCountdownProps = { target: Date }

export function ComingSoonCountdown({ target }: ComingSoonCountdownProps) {
  const { days, hours, minutes, seconds } = useTimeLeft(target)
  const units = [
    { value: String(days), label: comingSoonLabels.days },
    { value: padTwo(hours), label: comingSoonLabels.hours },
    { value: padTwo(minutes), label: comingSoonLabels.minutes },
    { value: padTwo(seconds), label: comingSoonLabels.seconds },
  ]
  return (
    <Box role="timer" aria-label={comingSoonLabels.countdown}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          flexWrap: 'wrap',
          gap: { xs: 1.5, sm: 3 },
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {units.map(({ value, label }) => (
          <Box
            component="li"
            key={label}
            sx={{
              minWidth: { xs: 64, sm: 96 },
              py: 2,
              borderRadius: 2,
              border: '1px solid rgba(255, 255, 255, 0.5)',
              bgcolor: 'rgba(255, 255, 255, 0.1)',
              textAlign: 'center',
            }}
          >
            <Typography
              component="span"
              sx={{ display: 'block', fontSize: { xs: 28, sm: 42 }, fontWeight: 600 }}
            >
              {value}
            </Typography>
            <Typography component="span" variant="caption" sx={{ letterSpacing: '0.1em' }}>
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
