import { CountdownUnits } from '../../../components/countdown-units'
import { useCountdown } from '../../../lib/use-countdown'

type CountdownLabels = {
  days?: string
  hours?: string
  minutes?: string
  seconds?: string
  finished?: string
}

export type CountdownProps = { target: Date; labels: CountdownLabels | null }

export function Countdown({ target, labels }: CountdownProps) {
  const parts = useCountdown(target)
  if (parts.finished) {
    return (
      <p className="hero__finished" role="status">
        {labels?.finished}
      </p>
    )
  }
  return <CountdownUnits parts={parts} labels={labels} />
}
