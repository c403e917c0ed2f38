import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { doorTextDefaults } from '../../../content/site-texts/door'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import type { FamilyAtTheDoor } from '../utils/local-view'
import { ArrivalStepper } from './arrival-stepper'

/** The most extra people one press may let in; the database caps each family (the couple's). */
export const extraStepMax = 10

export type ExtraStepProps = {
  family: FamilyAtTheDoor
  busy: boolean
  onConfirm: (count: number) => void
  onCancel: () => void
}

/**
 * People beyond the pases (or of a family that did not confirm), opened on purpose: how many, and
 * a confirm that names exactly that number, which is exactly what it records.
 */
export function ExtraStep({ family, busy, onConfirm, onCancel }: ExtraStepProps) {
  const texts = useSiteTexts('door', doorTextDefaults)
  const [count, setCount] = useState(1)
  return (
    <>
      {family.status === 'confirmed' && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {fillText(texts.overThePases, {
            arrived: family.arrivedHere,
            pases: family.confirmed_tickets,
          })}
        </Alert>
      )}
      <ArrivalStepper
        value={count}
        onChange={setCount}
        max={extraStepMax}
        label="Personas extra que entran"
      />
      <Button
        variant="contained"
        color="warning"
        fullWidth
        disabled={busy}
        sx={{ minHeight: 56, fontSize: '1.1rem' }}
        onClick={() => onConfirm(count)}
      >
        {count === 1 ? texts.confirmExtraOne : fillText(texts.confirmExtraMany, { count })}
      </Button>
      <Button onClick={onCancel} fullWidth sx={{ mt: 1, minHeight: 48 }}>
        {texts.cancel}
      </Button>
    </>
  )
}
