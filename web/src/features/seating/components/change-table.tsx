import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { SxProps, Theme } from '@mui/material/styles'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { personName } from '../utils/seating-labels'

/** «Cambiar»: opens the table choice of a family or of one of its people. */
export function ChangeTableButton({ who, onClick }: { who: string; onClick: () => void }) {
  return (
    <Button size="small" onClick={onClick} aria-label={`Cambiar la mesa de ${who}`}>
      Cambiar
    </Button>
  )
}

export type PersonApartItemProps = {
  invitation: CoupleInvitation
  /** 1 = the answer's first person */
  position: number
  onChoose: (humanKey: string) => void
  sx: SxProps<Theme>
}

/** One person seated away from the family's table, in a table's list (board and phone alike). */
export function PersonApartItem({ invitation, position, onChoose, sx }: PersonApartItemProps) {
  const name = personName(invitation, position)
  return (
    <Box component="li" sx={sx}>
      <Box component="span" sx={{ flex: 1 }}>
        {name} ({invitation.family_name}, aparte)
      </Box>
      <ChangeTableButton
        who={`${name} (${invitation.family_name})`}
        onClick={() => onChoose(invitation.human_key)}
      />
    </Box>
  )
}
