import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { labels } from '../labels'

export function EmptyCart() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography>{labels.emptyCart}</Typography>
      <Button component={RouterLink} to="/shop" variant="outlined">
        {labels.browseGifts}
      </Button>
    </Stack>
  )
}
