import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { visuallyHiddenSx } from '../../components/visually-hidden'
import { Link } from 'react-router-dom'
import { coupleBrand } from '../../content/couple-brand'
import { layoutQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { coupleClient } from '../../lib/couple/api/couple-client'

export type CoupleHeaderProps = {
  /** the signed-in couple member, or null before signing in */
  email: string | null
}

const signOut = () => void coupleClient().auth.signOut()

/** Below MUI's `sm`: only the names show; the email is still read by screen readers. */
const phoneOnly = '@media (max-width:599.95px)'

/** The header's buttons: in small letters on a phone, so the names keep the room they need. */
const headerButton = {
  flexShrink: 0,
  whiteSpace: 'nowrap',
  [phoneOnly]: { textTransform: 'none', px: 1, fontSize: '0.75rem' },
} as const

/**
 * The dashboard's own header, one line on a phone: the couple's names (in smaller type there,
 * cut with «…» only when they truly do not fit, whole in the title and for screen readers), the
 * way back to the site, and signing out.
 */
export function CoupleHeader({ email }: CoupleHeaderProps) {
  const { settings } = useContent(layoutQuery)
  const names = coupleBrand(settings) || 'Panel de los novios'
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1 },
          py: { xs: 0.5, sm: 1 },
          px: { xs: 1.5, sm: 3 },
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            component="p"
            noWrap
            title={names}
            data-couple-names
            sx={{ fontWeight: 600, fontSize: { xs: '0.9rem', sm: '1rem' } }}
          >
            {names}
          </Typography>
          {email && (
            <Typography
              component="p"
              variant="body2"
              noWrap
              sx={{ color: 'text.secondary', [phoneOnly]: visuallyHiddenSx }}
            >
              {email}
            </Typography>
          )}
        </Box>
        <Button component={Link} to="/" size="small" sx={headerButton}>
          Ver el sitio
        </Button>
        {email && (
          <Button variant="outlined" size="small" onClick={signOut} sx={headerButton}>
            Cerrar sesión
          </Button>
        )}
      </Container>
    </Box>
  )
}
