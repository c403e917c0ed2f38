import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { labels } from '../labels'

export type QuantityStepperProps = {
  name: string
  qty: number
  onIncrement: () => void
  onDecrement: () => void
}

export function QuantityStepper({ name, qty, onIncrement, onDecrement }: QuantityStepperProps) {
  return (
    <Box
      role="group"
      aria-label={labels.quantityOf(name)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <IconButton size="small" aria-label={labels.decrement(name)} onClick={onDecrement}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box
        component="span"
        aria-live="polite"
        sx={{ minWidth: '2.5ch', textAlign: 'center', fontWeight: 600 }}
      >
        {qty}
      </Box>
      <IconButton size="small" aria-label={labels.increment(name)} onClick={onIncrement}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  )
}
