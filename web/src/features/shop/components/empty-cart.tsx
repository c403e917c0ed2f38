import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'

export function EmptyCart() {
  const labels = useSiteTexts('shop', shopTextDefaults)
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography>{labels.emptyCart}</Typography>
      <Button component={RouterLink} to="/shop" variant="outlined">
        {labels.browseGifts}
      </Button>
    </Stack>
  )
}
