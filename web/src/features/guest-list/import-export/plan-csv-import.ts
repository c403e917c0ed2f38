import type { EventChoice } from '../../../content/rsvp-questions'
import { decodeCsv } from '../../../lib/guest-csv/decode-csv'
import { guestRecordFromRow } from '../../../lib/guest-csv/invitation'
import { planImport, type ImportPlan } from '../../../lib/guest-csv/plan-import'
import { byPosition, wholeFile, type Problem } from '../../../lib/guest-csv/problem'
import { readInvitationRows } from '../../../lib/guest-csv/read-invitation-rows'
import { validateInvitations } from '../../../lib/guest-csv/validate-invitations'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'

export type CsvImportCheck =
  | { ok: false; problems: Problem[] }
  | {
      ok: true
      plan: ImportPlan
      ignoredColumns: string[]
      /** the rows name tables («Mesa»), which only npm run guests:import seats for now */
      namesTables: boolean
    }

/**
 * The same checks, in the same order, as npm run guests:import: every row is read and
 * validated before anything is written, and one problem anywhere means nothing is written.
 * events: those the couple asks about, which the «Eventos» column names by their titles.
 */
export function checkCsvImport(
  bytes: Uint8Array,
  existing: readonly CoupleInvitation[],
  updateExisting: boolean,
  events: readonly EventChoice[],
): CsvImportCheck {
  const decoded = decodeCsv(bytes)
  if (!decoded.ok) return { ok: false, problems: [wholeFile(decoded.problem)] }
  const read = readInvitationRows(decoded.text)
  if (read.rows.length === 0) {
    const problems =
      read.problems.length > 0 ? read.problems : [wholeFile({ code: 'no-invitations' })]
    return { ok: false, problems }
  }
  const validated = validateInvitations(read.rows, events)
  const records = existing.map(guestRecordFromRow)
  const plan = planImport(validated.invitations, records, { updateExisting, events })
  const problems = [...read.problems, ...validated.problems, ...plan.problems].sort(byPosition)
  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    plan,
    ignoredColumns: read.ignoredColumns,
    namesTables: validated.invitations.some((row) => row.tableName),
  }
}
