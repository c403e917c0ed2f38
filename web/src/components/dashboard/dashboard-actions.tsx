import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { usePhoneScreen } from '../../lib/couple/use-screen'

/** Something the couple does with the whole list. */
export type Action = { label: string; run: () => void; disabled?: boolean }

export type DashboardActionsProps = { actions: readonly Action[] }

/** A row of buttons where there is room; on a phone one «Acciones» menu, so the list comes first. */
export function DashboardActions({ actions }: DashboardActionsProps) {
  const phone = usePhoneScreen()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const buttonId = useId()

  if (!phone) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {actions.map(({ label, run, disabled }, index) => (
          <Button
            key={label}
            variant={index === 0 ? 'contained' : 'outlined'}
            onClick={run}
            disabled={disabled}
          >
            {label}
          </Button>
        ))}
      </Box>
    )
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        id={buttonId}
        variant="contained"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Acciones
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {actions.map(({ label, run, disabled }) => (
          <MenuItem
            key={label}
            disabled={disabled}
            onClick={() => {
              setAnchor(null)
              run()
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  )
}
