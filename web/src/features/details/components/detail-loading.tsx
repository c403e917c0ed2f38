import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { labels } from '../labels'

export function DetailLoading() {
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
