import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useRef, type FormEvent } from 'react'
import { earlyPressForm } from '../../../lib/early-press/held-press'
import { useEarlyPress } from '../../../lib/early-press/use-early-press'
import { comingSoonLabels, comingSoonTexts } from '../labels'
import { NotifyField } from './notify-field'

/** The spec's form has no behaviour: submitting it must neither reload the page nor send anything. */
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

export function NotifyForm() {
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyPress(formRef)
  return (
    <Box
      component="form"
      {...earlyPressForm}
      ref={formRef}
      // A form of method dialog outside a <dialog> submits to nowhere: a press before the page is
      // live neither reloads it nor loses what was typed.
      method="dialog"
      noValidate
      onSubmit={ignoreSubmit}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 2,
        maxWidth: 720,
        mx: 'auto',
      }}
    >
      <NotifyField
        id="coming-soon-name"
        name="name"
        label={comingSoonLabels.name}
        placeholder={comingSoonTexts.namePlaceholder}
        autoComplete="name"
      />
      <NotifyField
        id="coming-soon-email"
        name="email"
        type="email"
        label={comingSoonLabels.email}
        autoComplete="email"
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        lang="en"
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 40 }}
      >
        {comingSoonTexts.notify}
      </Button>
    </Box>
  )
}
