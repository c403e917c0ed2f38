import { formatTable } from '../format/table'
import { exitCode, type ExitCode, type Output } from '../output'
import type { GuestRecord, GuestStore } from '../stores/guest-store'

export type GuestSummary = {
  invitations: number
  answered: number
  attendingInvitations: number
  attendingTickets: number
  declined: number
  pending: number
  availableTickets: number
}

export function summarize(records: readonly GuestRecord[]): GuestSummary {
  const attending = records.filter((record) => record.willAttend === true)
  return {
    invitations: records.length,
    answered: records.filter((record) => record.willAttend !== null).length,
    attendingInvitations: attending.length,
    attendingTickets: attending.reduce((sum, record) => sum + record.confirmedTickets, 0),
    declined: records.filter((record) => record.willAttend === false).length,
    pending: records.filter((record) => record.willAttend === null).length,
    availableTickets: records.reduce((sum, record) => sum + record.availableTickets, 0),
  }
}

export function formatSummary(summary: GuestSummary): string {
  const rows: [string, number][] = [
    ['Invitations', summary.invitations],
    ['Answered', summary.answered],
    ['  attending (invitations)', summary.attendingInvitations],
    ['  attending (tickets)', summary.attendingTickets],
    ['  declined', summary.declined],
    ['Pending (unanswered)', summary.pending],
    ['Total available tickets', summary.availableTickets],
  ]
  return formatTable(
    rows.map(([label, value]) => [label, String(value)]),
    { alignRight: [1] },
  )
}

export async function summaryCommand(store: GuestStore, output: Output): Promise<ExitCode> {
  const summary = summarize(await store.list())
  output.stdout(`Guest list in ${store.label}\n\n${formatSummary(summary)}\n`)
  return exitCode.ok
}
