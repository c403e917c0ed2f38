import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useSiteTexts } from '../../../content/use-site-texts'
import { detailsTextDefaults } from '../../../content/site-texts/details'

export function DetailLoading() {
  const labels = useSiteTexts('details', detailsTextDefaults)
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 4 }}
    >
      <CircularProgress size={20} aria-hidden />
      <Typography>{labels.loading}</Typography>
    </Box>
  )
}
