import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { SeatingChange } from '../../../lib/guest-list/seating'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { HistoryEntry } from '../../../lib/couple/api/guest-row'
import { seatingApi } from '../../../lib/couple/api/seating-api'
import { errorMessage } from '../../../lib/couple/error-message'
import { answerLabel, answerWithPeople, formatDateTime, plural } from '../../../lib/couple/format'
import { SectionHeading } from '../../../components/dashboard/section-heading'

export type HistoryListProps = {
  humanKey: string
  /** Changes when the answer or the seating changes, so the history loads again. */
  version: string | null
}

/** One line of the history: an answer or a seating change, at its time. */
type Line = { at: string; text: string }

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

const seatedBy = (change: SeatingChange) =>
  `los novios${change.changed_by_email ? ` (${change.changed_by_email})` : ''}`

function describeSeating(change: SeatingChange): string {
  const table = change.table_name
  if (change.position === null) {
    return `${table ? `Sentada en ${table}` : 'Quitada de su mesa'}, por ${seatedBy(change)}`
  }
  const person = `Persona ${change.position}`
  return `${table ? `${person} sentada aparte en ${table}` : `${person} de vuelta con su familia`}, por ${seatedBy(change)}`
}

/** Answers and seating changes in one list, oldest first (an answer first on a tie). */
const merged = (answers: HistoryEntry[], seating: SeatingChange[]): Line[] =>
  [
    ...answers.map((entry) => ({ at: entry.answered_at, text: describe(entry) })),
    ...seating.map((change) => ({ at: change.changed_at, text: describeSeating(change) })),
  ]
    .map((line, index) => ({ line, index, time: Date.parse(line.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ line }) => line)

/** Every answer and seating change of the invitation, oldest first, and who made it. */
export function HistoryList({ humanKey, version }: HistoryListProps) {
  const [state, setState] = useState<{ key: string; entries?: Line[]; error?: string }>()
  const current = `${humanKey}|${version}`

  useEffect(() => {
    let live = true
    Promise.all([coupleApi.history(humanKey), seatingApi.history(humanKey)])
      .then(
        ([answers, seating]) =>
          live && setState({ key: current, entries: merged(answers, seating) }),
      )
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
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>: {entry.text}
            </li>
          ))}
        </Box>
      )}
    </section>
  )
}
