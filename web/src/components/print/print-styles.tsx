import { backdropClasses } from '@mui/material/Backdrop'
import { dialogClasses } from '@mui/material/Dialog'
import GlobalStyles from '@mui/material/GlobalStyles'
import { papers, sheetGrid, type Paper } from './print-layout'

/**
 * While the sheet is open, printing shows the sheet alone on pages of the chosen paper: the
 * dashboard, the header and the dialog's own controls are hidden, and the dialog, fixed to the
 * screen and scrolling inside it, becomes ordinary content that flows over as many pages as it
 * needs.
 */
export function PrintStyles({ paper }: { paper: Paper }) {
  // the print sheet's dialog carries data-print-sheet, the part of it that prints data-sheet
  const dialog = '[data-print-sheet]'
  return (
    <GlobalStyles
      styles={{
        '@page': { size: papers[paper].pageSize, margin: `${sheetGrid.margin}mm` },
        '@media print': {
          'html, body': {
            height: 'auto !important',
            overflow: 'visible !important',
            padding: '0 !important',
            background: '#fff !important',
          },
          [`body > :not(${dialog})`]: { display: 'none !important' },
          [`${dialog} .${backdropClasses.root}, ${dialog} .${dialogClasses.paper} > :not([data-sheet])`]:
            { display: 'none !important' },
          [`${dialog}, ${dialog} .${dialogClasses.container}, ${dialog} .${dialogClasses.paper}, ${dialog} [data-sheet]`]:
            {
              position: 'static !important',
              display: 'block !important',
              width: 'auto !important',
              height: 'auto !important',
              maxHeight: 'none !important',
              overflow: 'visible !important',
              margin: '0 !important',
              padding: '0 !important',
              boxShadow: 'none !important',
              background: '#fff !important',
            },
        },
      }}
    />
  )
}
