import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import type { FormEvent, Ref } from 'react'
import { useLocation } from 'react-router-dom'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { useSiteTexts } from '../../../content/use-site-texts'
import { invitationParam } from '../../../config/paths'

export type SearchFormProps = {
  value: string
  onChange: (value: string) => void
  /** Called with the number in the box, which may have been typed before the app was live. */
  onSearch: (typed: string) => void
  searching: boolean
  error: string | null
  inputRef: Ref<HTMLInputElement>
}

/**
 * The invitation number box (at most 3 characters) and its Buscar button. Before the app is live
 * (or without JavaScript) the form still works: it asks for this page with ?invitation=, which
 * looks the number up as soon as the page runs, so no tap or Enter is lost.
 */
export function SearchForm({
  value,
  onChange,
  onSearch,
  searching,
  error,
  inputRef,
}: SearchFormProps) {
  const { pathname } = useLocation()
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const box = event.currentTarget.elements.namedItem(invitationParam)
    const typed = box instanceof HTMLInputElement ? box.value : value
    if (typed !== value) onChange(typed)
    if (!searching) onSearch(typed)
  }

  return (
    <Box
      component="form"
      method="get"
      action={pathname}
      role="search"
      aria-label={labels.searchForm}
      noValidate
      onSubmit={handleSubmit}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'flex-start' },
        gap: 2,
      }}
    >
      <TextField
        label={labels.invitationNumber}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{
          htmlInput: {
            name: invitationParam,
            maxLength: 3,
            autoComplete: 'off',
            autoCapitalize: 'characters',
          },
          formHelperText: { role: 'alert' },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        aria-busy={searching}
        sx={{ minWidth: 140, minHeight: 56, flexShrink: 0 }}
      >
        {searching ? labels.searching : labels.search}
      </Button>
    </Box>
  )
}
