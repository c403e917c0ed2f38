import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId } from 'react'

export type ArrivalStepperProps = {
  value: number
  onChange: (value: number) => void
  max: number
  /** 1 unless people are ticked: never fewer than those */
  min?: number
  label?: string
}

const stepButton = { minWidth: 64, minHeight: 64, fontSize: '2rem', lineHeight: 1 } as const

/** How many of the family come in now, in steps big enough for a thumb. */
export function ArrivalStepper({
  value,
  onChange,
  max,
  min = 1,
  label = 'Llegan ahora',
}: ArrivalStepperProps) {
  const labelId = useId()
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 2 }}>
      <Typography id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          aria-label="Uno menos"
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          sx={stepButton}
        >
          −
        </Button>
        <Typography
          component="output"
          aria-live="polite"
          aria-label={`${label}: ${value}`}
          sx={{ fontSize: '2rem', minWidth: 48, textAlign: 'center' }}
        >
          {value}
        </Typography>
        <Button
          variant="outlined"
          aria-label="Uno más"
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          sx={stepButton}
        >
          +
        </Button>
      </Box>
    </Box>
  )
}
