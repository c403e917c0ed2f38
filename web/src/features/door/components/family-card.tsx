import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { RecentArrival } from '../store/door-db'
import { clockTime } from '../utils/clock-time'
import type { FamilyAtTheDoor } from '../utils/local-view'
import { overThePases } from '../utils/split-arrival'
import { FamilyPeople } from './family-people'
import { ArrivalStepper } from './arrival-stepper'

export type FamilyCardProps = {
  family: FamilyAtTheDoor
  undoable: readonly RecentArrival[]
  onRecord: (count: number, extraConfirmed: boolean) => Promise<void>
  onUndo: (id: string) => Promise<void>
  onClose: () => void
}

const bigButton = { minHeight: 56, fontSize: '1.1rem' } as const

/** A family without pases: it may come in only as extra, once the helper confirms it. */
const notConfirmedNotice = {
  declined: 'Esta familia no confirmó: dijo que no vendría. Solo puede pasar como extra.',
  unanswered: 'Esta familia no ha respondido a la invitación. Solo puede pasar como extra.',
} as const

/**
 * One family at the door: who they are, where they sit, how many came in of their pases, and how
 * many come in now; past the pases only once the helper confirms the extra people.
 */
export function FamilyCard({ family, undoable, onRecord, onUndo, onClose }: FamilyCardProps) {
  const [count, setCount] = useState(1)
  const [busy, setBusy] = useState(false)
  const over = overThePases(family, count)
  const mine = undoable.filter((arrival) => arrival.doorId === family.door_id)

  async function run(action: () => Promise<void>) {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper
      component="section"
      aria-labelledby="puerta-familia"
      variant="outlined"
      sx={{ p: 2, my: 2 }}
      data-family={family.door_id}
    >
      <Typography id="puerta-familia" variant="h2" sx={{ fontSize: '1.4rem' }}>
        {family.family_name}
      </Typography>
      {family.family_chief && (
        <Typography sx={{ color: 'text.secondary' }}>{family.family_chief}</Typography>
      )}
      {family.status !== 'confirmed' && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }} data-status={family.status}>
          {notConfirmedNotice[family.status]}
        </Alert>
      )}
      <FamilyPeople family={family} />
      <Typography sx={{ fontSize: '1.3rem', fontWeight: 600, mt: 2 }} data-arrived>
        Han llegado {family.arrivedHere} de {family.confirmed_tickets}
      </Typography>
      {family.extra > 0 && <Typography>De ellos, {family.extra} extra confirmados.</Typography>}
      {family.pending !== 0 && (
        <Typography sx={{ fontWeight: 600 }}>Pendiente de enviar</Typography>
      )}
      {family.conflicts > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Conflicto: otra puerta también dejó pasar a esta familia por encima de sus pases. Lo verán
          los novios.
        </Alert>
      )}
      <ArrivalStepper
        value={count}
        onChange={setCount}
        max={Math.max(family.confirmed_tickets, 1) + 10}
      />
      {over === 0 ? (
        <Button
          variant="contained"
          fullWidth
          disabled={busy}
          sx={bigButton}
          onClick={() =>
            void run(async () => {
              await onRecord(count, false)
              setCount(1)
            })
          }
        >
          Registrar {count === 1 ? '1 llegada' : `${count} llegadas`}
        </Button>
      ) : (
        <>
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            Supera sus pases: ya han llegado {family.arrivedHere} de {family.confirmed_tickets}.
          </Alert>
          <Button
            variant="contained"
            color="warning"
            fullWidth
            disabled={busy}
            sx={bigButton}
            onClick={() =>
              void run(async () => {
                await onRecord(count, true)
                setCount(1)
              })
            }
          >
            Confirmar {over} extra
          </Button>
        </>
      )}
      {mine.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, display: 'grid', gap: 1 }}>
          {mine.map((arrival) => (
            <Box
              component="li"
              key={arrival.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Typography sx={{ flexGrow: 1 }}>
                {arrival.count === 1 ? 'Llegó 1' : `Llegaron ${arrival.count}`}
                {arrival.extra ? ' extra' : ''} a las {clockTime(arrival.recordedAt)}
              </Typography>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void run(() => onUndo(arrival.id))}
                sx={{ minHeight: 48 }}
                aria-label={`Deshacer la llegada de las ${clockTime(arrival.recordedAt)}`}
              >
                Deshacer
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Button onClick={onClose} fullWidth sx={{ mt: 2, minHeight: 48 }}>
        Buscar otra familia
      </Button>
    </Paper>
  )
}
