import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { doorPath } from '../../../config/paths'
import { notify } from '../../../lib/toasts/notify'
import { doorRoomApi } from '../api/door-room-api'
import { isPrivateAddress, linkOrigin } from '../../../lib/couple/public-address'
import { AddHelperForm } from './add-helper-form'
import { DoorAccountHelp } from './door-account-help'
import { DoorHelperRights } from './door-helper-rights'
import { RemoveHelperDialog } from './remove-helper-dialog'
import { useDoorHelpers } from './use-door-helpers'

export type DoorHelpersSectionProps = {
  /** The couple's «Dirección pública del sitio», which the door's address starts with. */
  siteUrl: string | null
}

/** «Puerta»: who may count pases on the day, what they can do, and how they get in. */
export function DoorHelpersSection({ siteUrl }: DoorHelpersSectionProps) {
  const headingId = useId()
  const listId = useId()
  const { helpers, error, change } = useDoorHelpers()
  const [removing, setRemoving] = useState<string | null>(null)
  const doorAddress = new URL(doorPath, linkOrigin(siteUrl, window.location.origin)).href

  async function add(email: string, password: string) {
    const { account } = await change(() => doorRoomApi.addHelper(email, password))
    notify(
      account === 'reset'
        ? `${email} ya tiene la contraseña nueva; la anterior dejó de servir.`
        : `Listo: ${email} ya puede entrar a la puerta con esa contraseña.`,
      'success',
    )
  }

  async function remove(email: string) {
    const { account } = await change(() => doorRoomApi.removeHelper(email))
    setRemoving(null)
    notify(
      account === 'deleted'
        ? `${email} ya no está en la puerta y su cuenta se borró.`
        : `${email} ya no está en la puerta.`,
      'success',
    )
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Puerta
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        El día de la boda, quien ayude en la puerta cuenta los pases desde su teléfono y manda a
        cada familia a su mesa. Entra con su propio correo y contraseña, nunca con los de ustedes.
      </Typography>
      <DoorHelperRights />
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography id={listId} component="p" sx={{ fontWeight: 600 }}>
        Quienes ayudan en la puerta
      </Typography>
      {helpers?.length === 0 && <Typography>Todavía no agregas a nadie.</Typography>}
      {helpers && helpers.length > 0 && (
        <Box component="ul" aria-labelledby={listId} sx={{ pl: 0, my: 0.5, listStyle: 'none' }}>
          {helpers.map((helper) => (
            <Box
              component="li"
              key={helper.email}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {helper.email}
              </Box>
              <Button
                size="small"
                color="error"
                onClick={() => setRemoving(helper.email)}
                aria-label={`Quitar a ${helper.email}`}
              >
                Quitar
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <AddHelperForm onAdd={add} />
      <DoorAccountHelp doorAddress={doorAddress} privateAddress={isPrivateAddress(doorAddress)} />
      {removing && (
        <RemoveHelperDialog
          email={removing}
          onClose={() => setRemoving(null)}
          onRemove={() => remove(removing)}
        />
      )}
    </Box>
  )
}
