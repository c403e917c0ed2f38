import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { coupleApi } from '../api/couple-api'
import type { HistoryEntry } from '../api/guest-row'
import { errorMessage } from '../shared/error-messages'
import { answerLabel, answerWithPeople, formatDateTime, plural } from '../shared/format'
import { SectionHeading } from '../shared/section-heading'

export type HistoryListProps = {
  humanKey: string
  /** Changes when the answer changes, so the history loads again. */
  version: string | null
}

const who = (entry: HistoryEntry) =>
  entry.changed_by === 'guest'
    ? 'la familia'
    : `los novios${entry.changed_by_email ? ` (${entry.changed_by_email})` : ''}`

function describe(entry: HistoryEntry): string {
  if (entry.changed_by === 'couple_restore') {
    return `Restaurada a «${answerWithPeople(entry.will_attend, entry.confirmed_tickets)}», por ${who(entry)}`
  }
  const people =
    entry.will_attend === true ? `, ${plural(entry.confirmed_tickets, 'persona', 'personas')}` : ''
  const answer = entry.will_attend === null ? 'Respuesta borrada' : answerLabel(entry.will_attend)
  return `${answer}${people}, por ${who(entry)}`
}

/** Every answer of the invitation, oldest first, and who gave it. */
export function HistoryList({ humanKey, version }: HistoryListProps) {
  const [state, setState] = useState<{ key: string; entries?: HistoryEntry[]; error?: string }>()
  const current = `${humanKey}|${version}`

  useEffect(() => {
    let live = true
    coupleApi
      .history(humanKey)
      .then((entries) => live && setState({ key: current, entries }))
      .catch((error: unknown) => live && setState({ key: current, error: errorMessage(error) }))
    return () => {
      live = false
    }
  }, [humanKey, current])

  const loaded = state?.key === current ? state : undefined
  return (
    <section aria-labelledby="novios-historial">
      <SectionHeading id="novios-historial">Historial</SectionHeading>
      {!loaded && <Typography role="status">Cargando…</Typography>}
      {loaded?.error && <Alert severity="error">{loaded.error}</Alert>}
      {loaded?.entries?.length === 0 && <Typography>Todavía no hay respuestas.</Typography>}
      {loaded?.entries && loaded.entries.length > 0 && (
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {loaded.entries.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.answered_at}>{formatDateTime(entry.answered_at)}</time>:{' '}
              {describe(entry)}
            </li>
          ))}
        </Box>
      )}
    </section>
  )
}
