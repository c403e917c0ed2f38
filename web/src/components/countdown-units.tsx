import { padTwo, type CountdownParts } from '../lib/countdown'
import './countdown-units.css'

type UnitLabels = { days?: string; hours?: string; minutes?: string; seconds?: string }

export type CountdownUnitsProps = { parts: CountdownParts; labels: UnitLabels | null | undefined }

/** Days, hours, minutes and seconds as light tiles over a dark photo or band. */
export function CountdownUnits({ parts, labels }: CountdownUnitsProps) {
  const units = [
    { value: String(parts.days), label: labels?.days },
    { value: padTwo(parts.hours), label: labels?.hours },
    { value: padTwo(parts.minutes), label: labels?.minutes },
    { value: padTwo(parts.seconds), label: labels?.seconds },
  ]
  return (
    <ul className="countdown-units">
      {units.map(({ value, label }) => (
        <li className="countdown-units__unit" key={label}>
          <span className="countdown-units__value">{value}</span>
          <span className="countdown-units__label">{label}</span>
        </li>
      ))}
    </ul>
  )
}
