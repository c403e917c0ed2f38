import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { visuallyHiddenSx } from '../../../components/visually-hidden'
import type { News } from '../../../lib/guest-list/couple-record'
import { newsLabels } from './news'

export type NewsMarkProps = { news: News | null }

/** «Nuevo» or «Cambió» on an invitation the family answered since the couple's last visit. */
export function NewsMark({ news }: NewsMarkProps) {
  if (news === null) return null
  const { mark, said } = newsLabels[news]
  return (
    <Chip
      size="small"
      color="primary"
      data-news={news}
      label={
        <>
          {mark}
          <Box component="span" sx={visuallyHiddenSx}>
            : {said}
          </Box>
        </>
      }
      sx={{ fontWeight: 600 }}
    />
  )
}
