import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** What a door helper can and cannot do, as the database allows it (the door's migration). */
export function DoorHelperRights() {
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' }, mb: 2 }}>
      <div>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          Puede
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
          <li>descargar en su teléfono la lista de las familias que confirmaron;</li>
          <li>buscar a una familia por nombre, por número o con el QR de su pase;</li>
          <li>ver sus nombres, sus pases y su mesa;</li>
          <li>anotar cuántas personas llegan; si llegan más que sus pases, lo anota como extra.</li>
        </Box>
      </div>
      <div>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          No puede
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
          <li>ver teléfonos ni las respuestas anteriores de una familia;</li>
          <li>cambiar invitaciones ni respuestas;</li>
          <li>acomodar mesas;</li>
          <li>exportar ni descargar listas;</li>
          <li>entrar a este panel.</li>
        </Box>
      </div>
    </Box>
  )
}
