/**
 * npm run db:migrations-landed [-- --since <commit>]: fails when a migration that existed at the
 * reference commit differs or is gone, or a new one sorts before the landed ones. The reference is
 * --since, else the commit in supabase/released-commit (updated at each release) and, when the
 * clone has origin/main, the merge-base with it. Needs the history (not a shallow clone).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  describeProblem,
  landedMigrationProblems,
  referenceCommits,
} from './migrations-landed/check'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sinceIndex = process.argv.indexOf('--since')
const since = sinceIndex === -1 ? undefined : process.argv[sinceIndex + 1]
if (sinceIndex !== -1 && !since) {
  console.error('Usage: npm run db:migrations-landed -- [--since <commit>]')
  process.exit(1)
}

try {
  const refs = referenceCommits(root, since)
  const problems = landedMigrationProblems(root, refs)
  if (problems.length > 0) {
    console.error(problems.map((problem) => `✗ ${describeProblem(problem)}`).join('\n'))
    process.exit(1)
  }
  console.log(
    `Landed migrations unchanged since ${refs.map((ref) => ref.slice(0, 12)).join(' and ')}.`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
