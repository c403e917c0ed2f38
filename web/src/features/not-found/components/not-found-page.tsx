import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { Section } from '../../../components/section'

export default function NotFoundPage() {
  return (
    <Section>
      <title>Página no encontrada</title>
      <Typography variant="h1" lang="en" sx={{ textAlign: 'center', mt: 8 }}>
        Oops! Page Not Found!
      </Typography>
      <Typography sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/home" variant="contained" lang="en">
          Back to home
        </Button>
      </Typography>
    </Section>
  )
}
