import Box from '@mui/material/Box'
import type { FailedLookupHour } from '../../lib/couple/api/security-rows'

export type FailedLookupsTableProps = { hours: readonly FailedLookupHour[]; spikeThreshold: number }

const hourFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** The hours that had failed look-ups, newest first, each with a bar to compare them at a glance. */
export function FailedLookupsTable({ hours, spikeThreshold }: FailedLookupsTableProps) {
  const busy = hours.filter((hour) => hour.misses > 0).reverse()
  const most = Math.max(spikeThreshold, ...busy.map((hour) => hour.misses))
  return (
    <Box
      component="table"
      sx={{ borderCollapse: 'collapse', width: '100%', my: 1, '& th, & td': { py: 0.5, pr: 2 } }}
    >
      <caption style={{ textAlign: 'left', captionSide: 'top' }}>
        Intentos fallidos por hora (solo las horas que tuvieron alguno)
      </caption>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
            Hora
          </Box>
          <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
            Intentos
          </Box>
          <th aria-hidden="true" />
        </tr>
      </thead>
      <tbody>
        {busy.map((hour) => (
          <tr key={hour.hour} data-spike={hour.misses >= spikeThreshold || undefined}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400 }}>
              <time dateTime={hour.hour}>{hourFormat.format(new Date(hour.hour))}</time>
            </Box>
            <Box component="td" sx={{ textAlign: 'right' }}>
              {hour.misses}
            </Box>
            <Box component="td" aria-hidden="true" sx={{ width: '50%' }}>
              <Box
                sx={{
                  height: 8,
                  borderRadius: 1,
                  width: `${(hour.misses / most) * 100}%`,
                  bgcolor: hour.misses >= spikeThreshold ? 'error.main' : 'primary.main',
                }}
              />
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  )
}
