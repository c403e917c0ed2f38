import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'
import { coupleBrand } from '../../../content/couple-brand'
import { layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { coupleClient } from '../api/couple-client'

export type CoupleHeaderProps = {
  /** the signed-in couple member, or null before signing in */
  email: string | null
}

const signOut = () => void coupleClient().auth.signOut()

/** The dashboard's own header: the couple's names, the way back to the site, and signing out. */
export function CoupleHeader({ email }: CoupleHeaderProps) {
  const { settings } = useContent(layoutQuery)
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
        sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, px: { xs: 2, sm: 3 } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="p" noWrap sx={{ fontWeight: 600 }}>
            {coupleBrand(settings) || 'Panel de los novios'}
          </Typography>
          {email && (
            <Typography component="p" variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {email}
            </Typography>
          )}
        </Box>
        <Button component={Link} to="/" size="small">
          Ver el sitio
        </Button>
        {email && (
          <Button variant="outlined" size="small" onClick={signOut}>
            Cerrar sesión
          </Button>
        )}
      </Container>
    </Box>
  )
}
