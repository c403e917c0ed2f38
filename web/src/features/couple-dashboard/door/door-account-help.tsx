import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { publicAddressPlace } from '../shared/public-address'

export type DoorAccountHelpProps = {
  /** The site runs on a Supabase project of its own (else the embedded default). */
  hosted: boolean
  /** Where the helper opens the door: the public address when set, else this panel's own. */
  doorAddress: string
  /** The door's address only opens on this computer or this home network. */
  privateAddress: boolean
}

const Code = ({ children }: { children: string }) => (
  <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
    {children}
  </Box>
)

/**
 * How a door helper gets a password and where they go: the list above only lets an email in,
 * the account itself is made by whoever set the site up, in the way this site's backend has.
 */
export function DoorAccountHelp({ hosted, doorAddress, privateAddress }: DoorAccountHelpProps) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        Su contraseña
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Esta lista solo dice qué correos pueden trabajar en la puerta. Cada quien necesita además
        una cuenta con contraseña, y este panel no puede crearla:{' '}
        {hosted ? (
          <>
            pide a quien instaló el sitio que la cree en Supabase, en{' '}
            <strong>Authentication → Users → Add user → Create new user</strong>, con el mismo
            correo, una contraseña de al menos 8 caracteres y «Auto Confirm User» marcado (o con{' '}
            <Code>npm run door:add</Code>).
          </>
        ) : (
          <>
            pide a quien instaló el sitio que, en la computadora donde corre y con el sitio
            detenido, escriba{' '}
            <Code>npm run door:add -- --email correo@ejemplo.com --password 'su contraseña'</Code>{' '}
            (con su correo y una contraseña de al menos 8 caracteres; también lo agrega a esta
            lista).
          </>
        )}
      </Typography>
      <Typography>
        Luego dale su correo, su contraseña y la dirección de la puerta:{' '}
        <strong data-door-address>{doorAddress}</strong>. Que la abra en su teléfono y entre una vez
        antes del día, con buena señal, para que la lista se guarde en el teléfono.
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
