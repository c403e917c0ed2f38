import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId, type ReactNode } from 'react'
import { papers, type Paper } from './print-layout'
import { PrintStyles } from './print-styles'

export type PrintDialogFrameProps = {
  title: string
  paper: Paper
  onClose: () => void
  /** under the title, before the controls (a warning) */
  notice?: ReactNode
  /** the controls beside the paper choice: what to print, a status, the buttons */
  controls: ReactNode
  /** under the controls (advice on printing) */
  footnote?: ReactNode
  /** the pages, as they print */
  children: ReactNode
}

/**
 * A full-screen print dialog: a sticky bar with the title and the controls, which the print
 * styles hide, over the pages laid out on the chosen paper.
 */
export function PrintDialogFrame({
  title,
  paper,
  onClose,
  notice,
  controls,
  footnote,
  children,
}: PrintDialogFrameProps) {
  const titleId = useId()
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId} data-print-sheet>
      <PrintStyles paper={paper} />
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: { xs: 2, sm: 3 },
          pb: 2,
        }}
      >
        <DialogTitle id={titleId} sx={{ px: 0 }}>
          {title}
        </DialogTitle>
        {notice}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          {controls}
        </Box>
        {footnote}
      </Box>
      <Box data-sheet sx={{ flexGrow: 1, overflow: 'auto', bgcolor: 'grey.200' }}>
        {children}
      </Box>
    </Dialog>
  )
}

/** «Papel»: letter or A4. */
export function PaperChoice({
  paper,
  onChange,
}: {
  paper: Paper
  onChange: (paper: Paper) => void
}) {
  const labelId = useId()
  return (
    <FormControl>
      <FormLabel id={labelId}>Papel</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={paper}
        onChange={(event) => onChange(event.target.value as Paper)}
      >
        {Object.entries(papers).map(([key, { label }]) => (
          <FormControlLabel key={key} value={key} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </FormControl>
  )
}
