import { AddIcon } from '../../../components/mui/icons/add'
import { RemoveIcon } from '../../../components/mui/icons/remove'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'

export type QuantityStepperProps = {
  name: string
  qty: number
  onIncrement: () => void
  onDecrement: () => void
}

export function QuantityStepper({ name, qty, onIncrement, onDecrement }: QuantityStepperProps) {
  const labels = useSiteTexts('shop', shopTextDefaults)
  return (
    <Box
      role="group"
      aria-label={fillText(labels.quantityOf, { name: name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <IconButton
        size="small"
        aria-label={fillText(labels.decrement, { name: name })}
        onClick={onDecrement}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box
        component="span"
        aria-live="polite"
        sx={{ minWidth: '2.5ch', textAlign: 'center', fontWeight: 600 }}
      >
        {qty}
      </Box>
      <IconButton
        size="small"
        aria-label={fillText(labels.increment, { name: name })}
        onClick={onIncrement}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  )
}
