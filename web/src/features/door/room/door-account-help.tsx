import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { publicAddressPlace } from '../../../lib/couple/public-address'

export type DoorAccountHelpProps = {
  /** Where the helper opens the door: the public address when set, else this panel's own. */
  doorAddress: string
  /** The door's address only opens on this computer or this home network. */
  privateAddress: boolean
}

/** What the couple gives a door helper once the account is made, and where they go. */
export function DoorAccountHelp({ doorAddress, privateAddress }: DoorAccountHelpProps) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        Cómo entra
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Al agregarla, su cuenta queda lista con la contraseña que escribiste. Dale su correo, esa
        contraseña y la dirección de la puerta: <strong data-door-address>{doorAddress}</strong>.
        Que la abra en su teléfono y entre una vez antes del día, con buena señal, para que la lista
        se guarde en el teléfono. ¿Se le olvidó? Agrégala otra vez con una contraseña nueva: la
        anterior deja de servir.
      </Typography>
      {privateAddress && (
        <Alert severity="warning" role="note" sx={{ mt: 1 }}>
          Esa dirección solo abre en esta computadora o en esta red: escribe la «Dirección pública
          del sitio» ({publicAddressPlace}) para que un teléfono en el salón la abra.
        </Alert>
      )}
    </Box>
  )
}
