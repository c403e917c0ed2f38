import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import type { FormEvent, Ref } from 'react'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'

export type SearchFormProps = {
  value: string
  onChange: (value: string) => void
  onSearch: () => void
  searching: boolean
  error: string | null
  inputRef: Ref<HTMLInputElement>
}

/** The invitation number box (at most 3 characters) and its Buscar button. */
export function SearchForm({
  value,
  onChange,
  onSearch,
  searching,
  error,
  inputRef,
}: SearchFormProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!searching) onSearch()
  }

  return (
    <Box
      component="form"
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
          htmlInput: { maxLength: 3, autoComplete: 'off', autoCapitalize: 'characters' },
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
