import Box from '@mui/material/Box'

// A monospace face draws 0 unlike O and 1 unlike I and l, so a number read aloud on the phone
// is never mistaken; the system's own, so the dashboard downloads no font for it.
export const invitationNumberFont = {
  fontFamily: '"DejaVu Sans Mono", "Roboto Mono", ui-monospace, Menlo, Consolas, monospace',
  fontVariantNumeric: 'slashed-zero',
} as const

/** An invitation number as the couple reads it out. */
export function InvitationNumber({ value }: { value: string }) {
  return (
    <Box component="span" sx={invitationNumberFont}>
      {value}
    </Box>
  )
}
