import Box from '@mui/material/Box'
import { CountdownUnits } from '../../../components/countdown-units'
import { useCountdown } from '../../../lib/use-countdown'
import { comingSoonLabels } from '../labels'

export type ComingSoonCountdownProps = { target: Date }

export function ComingSoonCountdown({ target }: ComingSoonCountdownProps) {
  const parts = useCountdown(target)
  return (
    <Box role="timer" aria-label={comingSoonLabels.countdown}>
      <CountdownUnits parts={parts} labels={comingSoonLabels} />
    </Box>
  )
}
