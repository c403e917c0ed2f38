import Box from '@mui/material/Box'
import { useMemo } from 'react'
import type { CoupleInvitation } from '../../lib/couple/api/guest-row'
import { shortLink } from './personal-link'
import { qrPath } from '../../lib/qr/qr-path'
import { InvitationNumber } from '../../components/dashboard/invitation-number'

export type PrintCardProps = { row: CoupleInvitation; link: string }

/** One family's card on paper: who it is for, its number, its QR code and its link to type. */
export function PrintCard({ row, link }: PrintCardProps) {
  const { size, path } = useMemo(() => qrPath(link), [link])
  return (
    <Box
      component="article"
      aria-label={`Invitación ${row.human_key} · ${row.family_name}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: '4mm',
        p: '4mm',
        minWidth: 0,
        overflow: 'hidden',
        // a dashed edge to cut along
        border: '0.3mm dashed #888',
        breakInside: 'avoid',
        color: '#000',
        bgcolor: '#fff',
      }}
    >
      <Box
        component="svg"
        role="img"
        aria-label={`Código QR de la invitación ${row.human_key}`}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        sx={{ flex: 'none', width: '40mm', height: '40mm' }}
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: '2mm' }}>
        <Box component="h3" sx={{ m: 0, fontSize: '13pt', fontWeight: 600, lineHeight: 1.2 }}>
          {row.family_name}
        </Box>
        <Box sx={{ fontSize: '11pt' }}>
          Invitación{' '}
          <Box component="strong" sx={{ fontSize: '13pt' }}>
            <InvitationNumber value={row.human_key} />
          </Box>
        </Box>
        <Box sx={{ fontSize: '8.5pt', lineHeight: 1.3 }}>
          Confirma tu asistencia en
          <Box
            component="span"
            data-short-link
            sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {shortLink(link)}
          </Box>
        </Box>
      </Box>
    </Box>
  )
}
