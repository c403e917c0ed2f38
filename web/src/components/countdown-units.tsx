import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { padTwo, type CountdownParts } from '../lib/countdown'

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
            minWidth: { xs: 64, sm: 88 },
            py: 1.5,
            borderRadius: 2,
            bgcolor: 'rgba(255, 255, 255, 0.14)',
            border: '1px solid rgba(255, 255, 255, 0.45)',
            textAlign: 'center',
          }}
        >
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: { xs: 26, sm: 38 }, fontWeight: 600 }}
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
