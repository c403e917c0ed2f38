import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { notify } from '../../../lib/toasts/notify'
import { seatingApi } from '../../../lib/couple/api/seating-api'
import { useSaveAction } from '../../../lib/couple/use-save-action'

export type ShowTablesSwitchProps = { show: boolean; onSaved: (show: boolean) => void }

/** «Mostrar la mesa a los invitados»: off until the couple is ready, and what guests then see. */
export function ShowTablesSwitch({ show, onSaved }: ShowTablesSwitchProps) {
  const explanationId = useId()
  const { error, busy, save } = useSaveAction()

  async function change(next: boolean) {
    await save(async () => {
      const saved = await seatingApi.setShowTables(next)
      onSaved(saved)
      notify(
        saved ? 'Los invitados ya ven su mesa.' : 'Los invitados ya no ven su mesa.',
        'success',
      )
    })
  }

  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={show}
            disabled={busy}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': explanationId } }}
          />
        }
        label="Mostrar la mesa a los invitados"
      />
      <Typography id={explanationId} variant="body2" sx={{ color: 'text.secondary' }}>
        {show
          ? 'Encendido: cada familia que confirmó ve el nombre de su mesa en su enlace personal y en su pase (y quien se sienta aparte, la suya). Lo que cambies aquí lo ven al momento.'
          : 'Apagado: nadie ve su mesa todavía. Al encenderlo, cada familia que confirmó verá el nombre de su mesa en su enlace personal y en su pase. Enciéndelo cuando el acomodo esté listo.'}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  )
}
