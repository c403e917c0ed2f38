import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import TextField from '@mui/material/TextField'
import { useRef, type FormEvent } from 'react'
import { SearchIcon } from '../../../components/icons/ui-icons'
import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'

// The spec's search box does nothing on submit: no request, no navigation.
const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault()

export type HeaderSearchPanelProps = {
  anchor: HTMLElement | null
  panelId: string
  onClose: () => void
}

export function HeaderSearchPanel({ anchor, panelId, onClose }: HeaderSearchPanelProps) {
  const labels = useSiteTexts('header', headerTextDefaults)
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { id: panelId, role: 'dialog', 'aria-label': labels.search },
        transition: { onEntered: () => inputRef.current?.focus() },
      }}
    >
      <Box
        component="form"
        role="search"
        onSubmit={ignoreSubmit}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5 }}
      >
        <TextField
          inputRef={inputRef}
          label={labels.searchField}
          type="search"
          name="q"
          size="small"
          autoComplete="off"
          sx={{ width: 'min(280px, calc(100vw - 96px))' }}
        />
        <IconButton type="submit" aria-label={labels.submitSearch} color="primary">
          <SearchIcon />
        </IconButton>
      </Box>
    </Popover>
  )
}
