/**
 * Deletes the embedded RSVP database and creates it again from supabase/migrations and
 * supabase/seed.sql. Stop `npm run dev` / `npm start` first.
 *
 *   npm run db:reset
 *   npm run db:reset -- --empty     # no demo invitations, ready for the couple's real list
 *   RSVP_DATA_DIR=/tmp/rsvp RSVP_MODIFICATION_DEADLINE=2030-01-01 npm run db:reset
 */
import { dataDirFromEnv, displayPath, modificationDeadlineFromEnv } from '../server/rsvp/data-dir'
import { ResetRefused, resetDatabase } from '../server/rsvp/reset-database'

const args = process.argv.slice(2)
const unknown = args.filter((arg) => arg !== '--empty')
if (unknown.length > 0) {
  console.error(
    `Unknown option ${unknown.join(' ')}. The only option is --empty; see RSVP_DATA_DIR.`,
  )
  process.exit(2)
}
const seed = !args.includes('--empty')

const dataDir = dataDirFromEnv()
const where = displayPath(dataDir)

try {
  const report = await resetDatabase(dataDir, {
    modificationDeadline: modificationDeadlineFromEnv(),
    seed,
  })
  console.log(
    report.deleted
      ? `Deleted the RSVP database in ${where}: every invitation, answer, person, message, send ` +
          "and history entry, the couple's accounts, and the deadlines and answer rules they set."
      : `No RSVP database in ${where} yet.`,
  )
  console.log(
    `Created it with ${report.migrations} migrations${seed ? ' and supabase/seed.sql' : ', without demo invitations'}: ` +
      `${report.invitations} invitations, ${report.answered} already answered.`,
  )
  console.log(
    `Answers can change until ${report.modificationDeadline} (midnight UTC)` +
      (modificationDeadlineFromEnv()
        ? ', from RSVP_MODIFICATION_DEADLINE.'
        : ', the default; the couple sets theirs in /novios or with npm run guests:deadline.'),
  )
} catch (error) {
  if (!(error instanceof ResetRefused)) throw error
  console.error(`Refusing to reset: ${error.message}.`)
  console.error('RSVP_DATA_DIR must name the embedded database folder (default .data/rsvp).')
  process.exit(1)
}
