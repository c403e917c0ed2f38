import { exitCode, type ExitCode, type Output } from '../output'
import type { DeadlineChange, GuestStore } from '../stores/guest-store'

/**
 * Shows or sets the last day a family that answered may change its answer: the general date,
 * or one invitation's own (a family that calls after it). The database records who changed what.
 */
export async function deadlineCommand(
  change: DeadlineChange | null,
  store: GuestStore,
  output: Output,
): Promise<ExitCode> {
  if (change && !(await store.setDeadline(change))) {
    output.stderr(`There is no invitation ${change.humanKey} in ${store.label}.\n`)
    return exitCode.badInput
  }
  const { general, own } = await store.deadlines()
  if (change?.humanKey === null) output.stdout(`Set the general deadline in ${store.label}.\n`)
  else if (change) {
    output.stdout(
      change.deadline === null
        ? `Invitation ${change.humanKey} follows the general deadline again.\n`
        : `Invitation ${change.humanKey} may change its answer until ${change.deadline}.\n`,
    )
  }
  output.stdout(
    `General deadline: ${general} (answers may change until midnight UTC at its start).\n`,
  )
  output.stdout(
    own.length === 0
      ? 'No invitation has its own deadline.\n'
      : `Invitations with their own deadline:\n${own
          .map((entry) => `  ${entry.humanKey}  ${entry.deadline}  ${entry.familyName}\n`)
          .join('')}`,
  )
  return exitCode.ok
}
