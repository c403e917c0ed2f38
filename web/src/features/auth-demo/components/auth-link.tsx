import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router-dom'

export type AuthLinkProps = { to: string; children: string }

export function AuthLink({ to, children }: AuthLinkProps) {
  return (
    <Link component={RouterLink} to={to} color="secondary" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  )
}
