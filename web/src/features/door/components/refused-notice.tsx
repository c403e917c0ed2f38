import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { doorTextDefaults } from '../../../content/site-texts/door'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import type { Refusal } from '../hooks/use-door-day'
import type { FamilyAtTheDoor } from '../utils/local-view'

export type RefusedNoticeProps = {
  refused: readonly Refusal[]
  families: readonly FamilyAtTheDoor[]
  onDismiss: () => void
}

type DoorWords = typeof doorTextDefaults

const reasonOf = (code: string, texts: DoorWords) =>
  code === 'door_extra_limit'
    ? texts.reasonExtraLimit
    : code === 'door_not_confirmed'
      ? texts.reasonNotConfirmed
      : code === 'door_undo_expired'
        ? texts.reasonUndoExpired
        : texts.reasonOther

/**
 * What the database refused for good of this phone's outbox (the couple's cap of extras, a family
 * that did not confirm, an undo too late): the outbox drops it, so the helper is told, each one.
 */
export function RefusedNotice({ refused, families, onDismiss }: RefusedNoticeProps) {
  const texts = useSiteTexts('door', doorTextDefaults)
  if (refused.length === 0) return null
  const familyOf = (doorId: string) =>
    families.find((family) => family.door_id === doorId)?.family_name ?? texts.someFamily
  return (
    <Alert severity="error" role="alert" sx={{ mt: 1 }} data-refused={refused.length}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {refused.map(({ item, code }, index) => (
          <li key={index}>
            {item.kind === 'arrival'
              ? fillText(texts.refusedArrival, {
                  count: item.arrival.count,
                  family: familyOf(item.arrival.doorId),
                  reason: reasonOf(code, texts),
                })
              : fillText(texts.refusedUndo, {
                  family: familyOf(item.doorId),
                  reason: reasonOf(code, texts),
                })}
          </li>
        ))}
      </Box>
      <Button onClick={onDismiss} sx={{ mt: 1, minHeight: 48 }}>
        {texts.understood}
      </Button>
    </Alert>
  )
}
