import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'
import { doorTextDefaults } from '../../../content/site-texts/door'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'

export type SignOutButtonProps = {
  /** arrivals on this phone not yet sent: they stay, and the helper is told so first */
  pending: number
  onSignOut: () => Promise<void>
}

/** «Cerrar sesión»: at once with nothing pending, else after saying how many arrivals stay. */
export function SignOutButton({ pending, onSignOut }: SignOutButtonProps) {
  const texts = useSiteTexts('door', doorTextDefaults)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const titleId = useId()

  async function signOut() {
    setBusy(true)
    try {
      await onSignOut()
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        onClick={() => (pending > 0 ? setAsking(true) : void signOut())}
        disabled={busy}
        sx={{ minHeight: 48 }}
      >
        {texts.signOut}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{texts.signOutTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending === 1
              ? texts.signOutPendingOne
              : fillText(texts.signOutPendingMany, { count: pending })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} sx={{ minHeight: 48 }}>
            {texts.cancel}
          </Button>
          <Button
            variant="contained"
            onClick={() => void signOut()}
            disabled={busy}
            sx={{ minHeight: 48 }}
          >
            {texts.signOut}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
