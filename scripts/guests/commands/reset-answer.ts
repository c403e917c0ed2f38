import { exitCode, type ExitCode, type Output } from '../output'
import type { GuestStore } from '../stores/guest-store'

/**
 * Clears a family's answer: a reply sent by mistake, or a stranger's, even after the deadline;
 * the family can answer again and the history keeps both, marked guest and couple.
 */
export async function resetAnswerCommand(
  humanKey: string,
  store: GuestStore,
  output: Output,
): Promise<ExitCode> {
  const before = (await store.list()).find((record) => record.humanKey === humanKey)
  const outcome = await store.resetAnswer(humanKey)
  if (outcome === 'not-found') {
    output.stderr(`There is no invitation ${humanKey} in ${store.label}.\n`)
    return exitCode.badInput
  }
  if (outcome === 'not-answered') {
    output.stdout(`Invitation ${humanKey} has no answer to clear; nothing changed.\n`)
    return exitCode.ok
  }
  const was =
    before?.willAttend === true
      ? `attending with ${before.confirmedTickets} of ${before.availableTickets} tickets`
      : 'declined'
  output.stdout(
    `Cleared the answer of invitation ${humanKey}${before ? ` (${before.familyName}, was ${was})` : ''} ` +
      `in ${store.label}. The family can answer again; the history records the change as the couple's.\n`,
  )
  return exitCode.ok
}
