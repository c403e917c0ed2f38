import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useId, useMemo, useState } from 'react'
import { arrivalRows, didNotArrive } from '../../../lib/guest-csv/arrival-rows'
import { arrivalsCsv } from '../../../lib/guest-csv/arrivals-csv'
import { defaultTimeZone } from '../../../lib/guest-csv/local-time'
import { downloadFile } from '../../../lib/couple/download-file'
import { plural } from '../../../lib/couple/format'
import { ArrivalsByFamily } from './arrivals-by-family'
import { ArrivalsByTable } from './arrivals-by-table'
import { useArrivals } from './use-arrivals'

const exportAs = (rows: Parameters<typeof arrivalsCsv>[0], excel: boolean, fileName: string) =>
  downloadFile(
    arrivalsCsv(rows, { excel, timeZone: defaultTimeZone, headers: 'spanish' }),
    fileName,
  )

/**
 * «Llegadas», after the day: who came against who confirmed, by family and by table, for the
 * thank-you notes; conflicts between two doors stand out, and the list goes out as a file.
 */
export function ArrivalsSection() {
  const headingId = useId()
  const { arrivals, loading, error, refresh } = useArrivals()
  const [onlyMissing, setOnlyMissing] = useState(false)
  const rows = useMemo(() => (arrivals ? arrivalRows(arrivals.families) : []), [arrivals])
  const shown = onlyMissing ? rows.filter(didNotArrive) : rows
  const totals = arrivals?.totals
  const extras = rows.reduce((sum, row) => sum + row.extra, 0)
  const conflictFamilies = rows.filter((row) => row.conflict).length

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Llegadas
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {arrivals && arrivals.unreadable > 0 && (
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
          {plural(arrivals.unreadable, 'familia no se pudo leer', 'familias no se pudieron leer')};
          se muestran las demás.
        </Alert>
      )}
      {totals && totals.arrived === 0 && (
        <Typography sx={{ mb: 1 }}>
          Todavía no se anota ninguna llegada. El día de la boda, lo que anoten en la puerta aparece
          aquí: quién llegó contra quién confirmó, por familia y por mesa.
        </Typography>
      )}
      {totals && totals.arrived > 0 && (
        <>
          <Typography sx={{ mb: 1 }} data-arrival-totals>
            Llegaron <strong>{totals.arrived}</strong> de{' '}
            <strong>{plural(totals.expected, 'persona', 'personas')}</strong> que confirmaron
            {extras > 0 && ` (${plural(extras, 'extra', 'extras')} entre quienes llegaron)`}.
          </Typography>
          {totals.conflicts > 0 && (
            <Alert severity="warning" role="note" sx={{ mb: 2 }}>
              {plural(conflictFamilies, 'familia tiene', 'familias tienen')} un conflicto entre
              puertas: dos puertas la dejaron pasar sin saber una de la otra (por ejemplo, sin
              señal) y juntas anotaron más personas que sus pases, sin que nadie confirmara un
              extra. Puede ser la misma gente anotada dos veces: pregunta a quienes estuvieron en la
              puerta. Están marcadas en la lista.
            </Alert>
          )}
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Por mesa
          </Typography>
          <ArrivalsByTable totals={totals} />
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Por familia
          </Typography>
          <FormControlLabel
            control={
              <Switch checked={onlyMissing} onChange={(_, checked) => setOnlyMissing(checked)} />
            }
            label="Solo quienes no llegaron"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {onlyMissing
              ? `${plural(shown.length, 'familia', 'familias')} de las que faltó alguien: no llegó nadie, o llegaron menos que sus pases.`
              : plural(rows.length, 'familia confirmó', 'familias confirmaron')}
          </Typography>
          <ArrivalsByFamily rows={shown} recordedBy={arrivals?.recordedBy ?? new Map()} />
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {totals && totals.arrived > 0 && (
          <>
            <Button variant="outlined" onClick={() => exportAs(rows, false, 'llegadas.csv')}>
              Exportar llegadas (CSV)
            </Button>
            <Button variant="outlined" onClick={() => exportAs(rows, true, 'llegadas-excel.csv')}>
              Exportar llegadas para Excel
            </Button>
          </>
        )}
        <Button onClick={() => void refresh()} disabled={loading} aria-busy={loading}>
          {loading ? 'Actualizando…' : 'Actualizar llegadas'}
        </Button>
      </Box>
    </Box>
  )
}
