import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

export type TallyListProps = {
  /** each number under its label */
  items: readonly (readonly [string, number])[]
  /** names the list for screen readers: the id of its heading */
  labelledBy?: string
}

/** Numbers in boxes, as a description list. */
export function TallyList({ items, labelledBy }: TallyListProps) {
  return (
    <Box
      component="dl"
      aria-labelledby={labelledBy}
      sx={{
        display: 'grid',
        // three across on a phone, so the numbers fit the first screen
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)' },
        gap: { xs: 1, sm: 1.5 },
        m: 0,
      }}
    >
      {items.map(([label, value]) => (
        <Box
          key={label}
          data-tally={label}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1, sm: 1.5 } }}
        >
          <Typography component="dt" variant="body2" sx={{ lineHeight: 1.25 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: { xs: '1.35rem', sm: '1.75rem' }, fontWeight: 600 }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
