import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { comingSoonTexts } from '../labels'
import { ComingSoonCountdown } from './coming-soon-countdown'
import { NotifyForm } from './notify-form'

/** /coming: the template's coming-soon screen, counting down to the wedding. */
export default function ComingSoonPage() {
  const { settings } = useContent(layoutQuery)
  const weddingDate = new Date(settings?.weddingDate ?? Number.NaN)
  return (
    <Box
      component="section"
      aria-labelledby="coming-soon-title"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textAlign: 'center',
        minHeight: '80vh',
        display: 'flex',
        alignItems: 'center',
        pt: { xs: 14, md: 18 },
        pb: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="md">
        <title>{comingSoonTexts.heading}</title>
        <Typography
          variant="h1"
          id="coming-soon-title"
          lang="en"
          sx={{ letterSpacing: '0.08em', mb: { xs: 4, md: 6 } }}
        >
          {comingSoonTexts.heading}
        </Typography>
        {!Number.isNaN(weddingDate.getTime()) && <ComingSoonCountdown target={weddingDate} />}
        <Box sx={{ mt: { xs: 5, md: 8 } }}>
          <NotifyForm />
        </Box>
      </Container>
    </Box>
  )
}
