import Box from '@mui/material/Box'
import type { CoupleInvitation } from '../../lib/couple/api/guest-row'
import { personalLink } from '../../lib/guest-list/invitation-link'
import {
  cardHeight,
  inPages,
  papers,
  sheetGrid,
  type Paper,
} from '../../components/print/print-layout'
import { PrintCard } from './print-card'

export type PrintSheetProps = {
  rows: readonly CoupleInvitation[]
  paper: Paper
  /** the public address of the site (messages.siteUrl) */
  siteUrl: string | null
}

/**
 * The invitations' cards in pages of the paper's size: on screen each page drawn as a sheet of
 * paper, in print one page each.
 */
export function PrintSheet({ rows, paper, siteUrl }: PrintSheetProps) {
  const { width, height } = papers[paper]
  const { margin, gap, columns } = sheetGrid
  return (
    <Box
      sx={{
        display: 'grid',
        justifyContent: 'center',
        gap: 3,
        py: 3,
        '@media print': { display: 'block', p: 0 },
      }}
    >
      {inPages(rows).map((page, index, pages) => (
        <Box
          component="section"
          key={page[0]!.human_key}
          aria-label={`Hoja ${index + 1} de ${pages.length}`}
          sx={{
            boxSizing: 'border-box',
            width: `${width}mm`,
            minHeight: `${height}mm`,
            p: `${margin}mm`,
            bgcolor: '#fff',
            boxShadow: 3,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: `${cardHeight(paper)}mm`,
            alignContent: 'start',
            gap: `${gap}mm`,
            '@media print': {
              width: 'auto',
              minHeight: 0,
              p: 0,
              boxShadow: 'none',
              breakAfter: index < pages.length - 1 ? 'page' : 'auto',
            },
          }}
        >
          {page.map((row) => (
            <PrintCard
              key={row.human_key}
              row={row}
              link={personalLink(row.human_key, siteUrl, window.location.origin)}
            />
          ))}
        </Box>
      ))}
    </Box>
  )
}
