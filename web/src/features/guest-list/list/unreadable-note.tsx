import Typography from '@mui/material/Typography'
import type { UnreadablePart } from '../../../lib/guest-list/guest-record'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'

const partNames: Record<UnreadablePart, string> = {
  people: 'las personas',
  message: 'el mensaje',
  song: 'la canción',
}

/** Says which part of an invitation's answer could not be read, and that the rest is shown. */
export function UnreadableNote({ row }: { row: CoupleInvitation }) {
  if (!row.unreadable) return null
  const parts = row.unreadable.map((part) => partNames[part]).join(', ')
  return (
    <Typography variant="body2" role="note" sx={{ color: 'error.dark', mt: 0.5 }}>
      {`No se pudo leer ${parts} de esta respuesta; se muestra lo demás. Vuelve a registrarla.`}
    </Typography>
  )
}
