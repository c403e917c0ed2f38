import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { WeddingDetailsQueryResult } from '../../../content/sanity.types'

export type WeddingScheduleProps = {
  schedule: WeddingDetailsQueryResult['schedule']
}

/** The day's moments in order, drawn as a vertical timeline. */
export function WeddingSchedule({ schedule }: WeddingScheduleProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {schedule.map((item) => (
        <Box
          component="li"
          key={item._id}
          sx={{
            position: 'relative',
            pl: 4,
            pb: 2.5,
            borderLeft: '2px solid',
            borderColor: 'divider',
            ml: 1,
            '&:last-of-type': { borderColor: 'transparent', pb: 0 },
            '&::before': {
              content: '""',
              position: 'absolute',
              left: -7,
              top: 4,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
          }}
        >
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{item.time}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
          {item.description && (
            <Typography variant="body2" color="text.secondary">
              {item.description}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  )
}
