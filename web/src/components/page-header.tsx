import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { layoutQuery } from '../content/queries'
import { useContent } from '../content/use-content'

export type PageHeaderProps = { title: string | null | undefined }

/**
 * The band on top of inner pages: page title (also the document's, which React 19 lifts into the
 * head) and the way back to the invitation.
 */
export function PageHeader({ title }: PageHeaderProps) {
  const { settings } = useContent(layoutQuery)
  return (
    <>
      {title && <title>{title}</title>}
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          textAlign: 'center',
          pt: { xs: 12, md: 16 },
          pb: 6,
          px: 2,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: 'clamp(2.2rem, 7vw, 3.5rem)' }}>
          {title}
        </Typography>
        <Breadcrumbs
          aria-label="Ruta de navegación"
          sx={{
            mt: 2,
            color: 'inherit',
            '& ol': { justifyContent: 'center' },
            '& .MuiBreadcrumbs-separator': { color: 'inherit' },
          }}
        >
          <Link component={RouterLink} to="/home" color="inherit" underline="hover">
            {settings?.pageTitles?.home}
          </Link>
          <Typography color="inherit" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
      </Box>
    </>
  )
}
