import type { EventChoice } from '../../../web/src/content/rsvp-questions'
import { decodeCsv } from '../../../web/src/lib/guest-csv/decode-csv'
import { separatorNames } from '../../../web/src/lib/guest-csv/detect-separator'
import { eventTitlesCell } from '../../../web/src/lib/guest-csv/event-titles'
import {
  planImport,
  type FieldChange,
  type ImportPlan,
} from '../../../web/src/lib/guest-csv/plan-import'
import {
  defaultTableSeats,
  planSeating,
  seatingChanges,
  type SeatingPlan,
} from '../../../web/src/lib/guest-csv/plan-seating'
import { byPosition, wholeFile, type Problem } from '../../../web/src/lib/guest-csv/problem'
import { readInvitationRows } from '../../../web/src/lib/guest-csv/read-invitation-rows'
import { sequentialWarningEnglish } from '../../../web/src/lib/guest-csv/sequential-numbers'
import {
  hasEventsColumn,
  validateInvitations,
} from '../../../web/src/lib/guest-csv/validate-invitations'
import { formatProblems } from '../format/problem-report'
import { formatTable } from '../format/table'
import { exitCode, plural, type ExitCode, type Output } from '../output'
import type { GuestStore } from '../stores/guest-store'

export type ImportOptions = {
  /** The name to show in messages. */
  fileName: string
  bytes: Uint8Array
  dryRun: boolean
  updateExisting: boolean
  /**
   * The events the couple asks about («Preguntas de la confirmación»), read only when the file
   * has an events column; none when not given.
   */
  readEvents?: () => Promise<readonly EventChoice[]>
}

/** Validates every row first; writes all of them in one go, or nothing. */
export async function importCommand(
  options: ImportOptions,
  store: GuestStore,
  output: Output,
): Promise<ExitCode> {
  const refuse = (problems: Problem[]) => {
    output.stderr(
      `${options.fileName} has ${plural(problems.length, 'problem')}. Nothing was written.\n\n` +
        `${formatProblems([...problems].sort(byPosition))}\n\n` +
        'Fix the file and run the import again (--dry-run checks it without writing).\n',
    )
    return exitCode.badInput
  }

  const decoded = decodeCsv(options.bytes)
  if (!decoded.ok) return refuse([wholeFile(decoded.problem)])
  const read = readInvitationRows(decoded.text)
  if (read.problems.length > 0 && read.rows.length === 0) return refuse(read.problems)
  if (read.rows.length === 0 && read.problems.length === 0) {
    return refuse([wholeFile({ code: 'no-invitations' })])
  }

  const events = hasEventsColumn(read.rows) && options.readEvents ? await options.readEvents() : []
  const validated = validateInvitations(read.rows, events)
  const existing = await store.list()
  const plan = planImport(validated.invitations, existing, { ...options, events })
  const problems = [...read.problems, ...validated.problems, ...plan.problems]
  if (problems.length > 0) return refuse(problems)
  // the tables are read only when a row names one
  const seating = validated.invitations.some((row) => row.tableName)
    ? planSeating(
        plan,
        existing,
        (await store.tables()).map((table) => table.name),
      )
    : { create: [], seat: [] }

  output.stdout(
    `Read ${plural(validated.invitations.length, 'invitation')} from ${options.fileName} ` +
      `(separated by ${separatorNames[read.separator]}).\n`,
  )
  if (read.ignoredColumns.length > 0) {
    output.stdout(`Ignored columns: ${read.ignoredColumns.join(', ')}.\n`)
  }
  output.stdout(describePlan(plan, events))
  output.stdout(describeSeating(seating))
  if (plan.sequential.length > 0) output.stdout(`\n${sequentialWarningEnglish(plan.sequential)}\n`)
  if (plan.warnings.length > 0) {
    output.stdout(
      `\nWorth a look (${plural(plan.warnings.length, 'warning')}; the import goes ahead):\n` +
        `${formatProblems(plan.warnings)}\n`,
    )
  }
  if (plan.drawn.length > 0) {
    output.stdout(
      `\n${plural(plan.drawn.length, 'row')} left human_key empty: drew a random number for ` +
        `${plan.drawn.length === 1 ? 'it' : 'each'} (3 characters without look-alikes), so ` +
        "nobody can guess another family's number from their own." +
        (options.dryRun ? ' A real import draws them again.' : '') +
        '\n',
    )
  }

  const changes = {
    insert: plan.insert,
    update: plan.update.map((entry) => entry.invitation),
    seating,
  }
  if (changes.insert.length + changes.update.length === 0 && !seatingChanges(seating)) {
    output.stdout(`\nNothing to change in ${store.label}.\n`)
    return exitCode.ok
  }
  const counts = describeCounts(changes.insert.length, changes.update.length, seating)
  if (options.dryRun) {
    output.stdout(
      `\nDry run: nothing was written. Without --dry-run: ${counts} in ${store.label}.\n`,
    )
    return exitCode.ok
  }
  try {
    await store.write(changes)
  } catch (error) {
    output.stderr(`\nNothing was written: ${(error as Error).message}\n`)
    return exitCode.badInput
  }
  output.stdout(`\nSaved ${counts} in ${store.label}.\n`)
  return exitCode.ok
}

function describeCounts(inserted: number, updated: number, seating: SeatingPlan): string {
  return [
    inserted > 0 ? plural(inserted, 'new invitation') : '',
    updated > 0 ? plural(updated, 'updated invitation') : '',
    seating.create.length > 0 ? plural(seating.create.length, 'new table') : '',
    seating.seat.length > 0 ? `${plural(seating.seat.length, 'invitation')} seated` : '',
  ]
    .filter(Boolean)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1')
}

// an empty events cell invites the family to every event
const changedValue = (change: FieldChange, value: string | null) =>
  value ?? (change.column === 'events' ? '(all events)' : '(empty)')

function describePlan(plan: ImportPlan, events: readonly EventChoice[]): string {
  const parts: string[] = []
  if (plan.insert.length > 0) {
    const rows = plan.insert.map((row) => [
      row.humanKey,
      row.familyName,
      row.familyChief ?? '',
      plural(row.availableTickets, 'ticket'),
      row.eventKeys ? `events: ${eventTitlesCell(row.eventKeys, events)}` : '',
    ])
    parts.push(`\nNew (${plan.insert.length}):\n${formatTable(rows, { indent: '  ' })}\n`)
  }
  if (plan.update.length > 0) {
    const rows = plan.update.map(({ invitation, changes }) => [
      invitation.humanKey,
      changes
        .map(
          (change) =>
            `${change.column}: ${changedValue(change, change.from)} → ${changedValue(change, change.to)}`,
        )
        .join('; '),
    ])
    parts.push(`\nUpdated (${plan.update.length}):\n${formatTable(rows, { indent: '  ' })}\n`)
  }
  if (plan.unchanged.length > 0) {
    parts.push(`\nAlready up to date: ${plural(plan.unchanged.length, 'invitation')}.\n`)
  }
  return parts.join('')
}

function describeSeating(seating: SeatingPlan): string {
  const parts: string[] = []
  if (seating.create.length > 0) {
    parts.push(
      `\nNew tables (${seating.create.length}), ${defaultTableSeats} seats each until changed ` +
        `in the dashboard: ${seating.create.join(', ')}\n`,
    )
  }
  if (seating.seat.length > 0) {
    const rows = seating.seat.map(({ humanKey, tableName }) => [humanKey, `→ ${tableName}`])
    parts.push(`\nSeated (${seating.seat.length}):\n${formatTable(rows, { indent: '  ' })}\n`)
  }
  return parts.join('')
}
