import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { layoutQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { useCurrentYear } from '../../lib/use-current-year'

export function SiteFooter() {
  const { footer, settings } = useContent(layoutQuery)
  const year = useCurrentYear()
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textAlign: 'center',
        py: 6,
        px: 2,
      }}
    >
      {settings?.monogram && (
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          {settings.monogram}
        </Typography>
      )}
      {footer?.quote && (
        <Typography
          variant="subtitle1"
          component="blockquote"
          sx={{ m: 0, mb: 3, maxWidth: 640, mx: 'auto' }}
        >
          {footer.quote}
        </Typography>
      )}
      <Typography variant="body2">
        © {year}{' '}
        {footer?.creditUrl ? (
          <Link href={footer.creditUrl} color="inherit" target="_blank" rel="noopener noreferrer">
            {footer.credit}
          </Link>
        ) : (
          footer?.credit
        )}
      </Typography>
    </Box>
  )
}
