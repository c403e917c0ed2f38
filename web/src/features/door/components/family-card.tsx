import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { doorTextDefaults } from '../../../content/site-texts/door'
import { useSiteTexts } from '../../../content/use-site-texts'
import type { RecentArrival } from '../store/door-db'
import type { FamilyAtTheDoor } from '../utils/local-view'
import { pasesLeft } from '../utils/split-arrival'
import { ArrivalStepper } from './arrival-stepper'
import { ExtraStep } from './extra-step'
import { FamilyPeople } from './family-people'
import { RecentArrivals } from './recent-arrivals'

export type FamilyCardProps = {
  family: FamilyAtTheDoor
  undoable: readonly RecentArrival[]
  /** `positions`: the named people ticked as coming in (1 = first) */
  onRecord: (count: number, extraConfirmed: boolean, positions?: number[]) => Promise<void>
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
 * many come in now, never past the pases left. Once they are all in the card says so in green and
 * «Buscar otra familia» is the main action; more people («Entró alguien más») are a step of their
 * own, confirmed with exactly the number recorded.
 */
export function FamilyCard({ family, undoable, onRecord, onUndo, onClose }: FamilyCardProps) {
  const texts = useSiteTexts('door', doorTextDefaults)
  const [count, setCount] = useState(1)
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [extraOpen, setExtraOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirmed = family.status === 'confirmed'
  const left = pasesLeft(family)
  const done = !confirmed || left === 0
  // another door may have let some in meanwhile: never more than the pases left
  const now = Math.max(1, Math.min(count, left))
  const mine = undoable.filter((arrival) => arrival.doorId === family.door_id)

  async function run(action: () => Promise<void>) {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }

  function toggle(position: number) {
    const next = new Set(chosen)
    if (next.has(position)) next.delete(position)
    else if (next.size < left) next.add(position)
    else return
    setChosen(next)
    setCount(Math.max(1, next.size))
  }

  const record = () =>
    run(async () => {
      await onRecord(
        now,
        false,
        [...chosen].sort((a, b) => a - b),
      )
      setCount(1)
      setChosen(new Set())
    })

  const recordExtra = (extra: number) =>
    run(async () => {
      await onRecord(extra, true)
      setExtraOpen(false)
    })

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
      <FamilyPeople family={family} chosen={chosen} onToggle={done ? undefined : toggle} />
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
      {confirmed && left === 0 && (
        <Alert severity="success" role="status" sx={{ mt: 1, fontSize: '1.1rem' }} data-complete>
          {texts.familyComplete}
        </Alert>
      )}
      {!done && (
        <>
          <ArrivalStepper
            value={now}
            onChange={setCount}
            max={left}
            min={Math.max(1, chosen.size)}
          />
          <Button variant="contained" fullWidth disabled={busy} sx={bigButton} onClick={record}>
            Registrar {now === 1 ? '1 llegada' : `${now} llegadas`}
          </Button>
        </>
      )}
      {done && !extraOpen && (
        <>
          <Button variant="contained" fullWidth sx={{ ...bigButton, mt: 2 }} onClick={onClose}>
            {texts.searchAnother}
          </Button>
          <Button
            variant="outlined"
            fullWidth
            disabled={busy}
            sx={{ mt: 1, minHeight: 48 }}
            onClick={() => setExtraOpen(true)}
          >
            {texts.someoneElse}
          </Button>
        </>
      )}
      {extraOpen && (
        <ExtraStep
          family={family}
          busy={busy}
          onConfirm={(extra) => void recordExtra(extra)}
          onCancel={() => setExtraOpen(false)}
        />
      )}
      <RecentArrivals arrivals={mine} busy={busy} onUndo={(id) => void run(() => onUndo(id))} />
      {(!done || extraOpen) && (
        <Button onClick={onClose} fullWidth sx={{ mt: 2, minHeight: 48 }}>
          {texts.searchAnother}
        </Button>
      )}
    </Paper>
  )
}
