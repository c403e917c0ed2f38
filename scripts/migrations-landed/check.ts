/**
 * Which landed migrations changed: a deployed Supabase project runs new migration files only, so
 * a file that existed at a reference commit (the last release) must stay byte for byte as it was,
 * and a new file must sort after every landed one (`supabase db push` refuses one inserted before
 * the last applied migration).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

export const migrationsFolder = 'supabase/migrations'
/** The commit of the last release, written by whoever releases (first line not starting with #). */
export const releaseFile = 'supabase/released-commit'

export type LandedProblem =
  | { kind: 'changed'; file: string; ref: string }
  | { kind: 'deleted'; file: string; ref: string }
  | { kind: 'before-landed'; file: string; ref: string; last: string }

function git(cwd: string, args: string[], input?: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
}

/** The commit `ref` names, or an error that says why it is not in this clone. */
export function resolveRef(cwd: string, ref: string): string {
  try {
    return git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim()
  } catch {
    const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
    throw new Error(
      `The reference commit ${ref} is not in this clone` +
        (shallow ? ' (a shallow clone: fetch the history with `git fetch --unshallow`)' : '') +
        '.',
    )
  }
}

/** The commits to compare with: the one given, else the recorded release and, when there is an origin/main, the merge-base with it. */
export function referenceCommits(cwd: string, given?: string): string[] {
  if (given) return [resolveRef(cwd, given)]
  const refs: string[] = []
  const recorded = path.join(cwd, releaseFile)
  if (existsSync(recorded)) {
    const line = readFileSync(recorded, 'utf8')
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text && !text.startsWith('#'))
    if (line) refs.push(resolveRef(cwd, line))
  }
  try {
    git(cwd, ['rev-parse', '--verify', '--quiet', 'refs/remotes/origin/main'])
    refs.push(git(cwd, ['merge-base', 'HEAD', 'refs/remotes/origin/main']).trim())
  } catch {
    // no origin/main in this clone: the recorded release alone
  }
  if (refs.length === 0)
    throw new Error(
      `No reference commit: give one (--since <commit>) or write the last release's commit in ${releaseFile}.`,
    )
  return [...new Set(refs)]
}

/** The working tree's migration files against those of each reference commit. */
export function landedMigrationProblems(cwd: string, refs: string[]): LandedProblem[] {
  const folder = path.join(cwd, migrationsFolder)
  const current = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.sql'))
        .sort()
    : []
  const currentIds = new Map<string, string>()
  if (current.length > 0) {
    const paths = current.map((file) => `${migrationsFolder}/${file}`)
    // hashed as git would store them (its filters applied), so a checkout's line endings pass
    const ids = git(cwd, ['hash-object', '--stdin-paths'], `${paths.join('\n')}\n`)
      .trim()
      .split('\n')
    paths.forEach((file, index) => currentIds.set(file, ids[index]!))
  }
  const problems: LandedProblem[] = []
  for (const ref of refs) {
    const landed = git(cwd, ['ls-tree', '-r', ref, '--', `${migrationsFolder}/`])
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta, file] = line.split('\t') as [string, string]
        return { file, id: meta.split(' ')[2]! }
      })
      .filter(({ file }) => file.endsWith('.sql'))
    for (const { file, id } of landed) {
      const now = currentIds.get(file)
      if (now === undefined) problems.push({ kind: 'deleted', file, ref })
      else if (now !== id) problems.push({ kind: 'changed', file, ref })
    }
    const last = landed
      .map(({ file }) => path.basename(file))
      .sort()
      .at(-1)
    const landedNames = new Set(landed.map(({ file }) => file))
    for (const file of current) {
      const full = `${migrationsFolder}/${file}`
      if (last !== undefined && !landedNames.has(full) && file < last)
        problems.push({ kind: 'before-landed', file: full, ref, last })
    }
  }
  return problems
}

export function describeProblem(problem: LandedProblem): string {
  const at = problem.ref.slice(0, 12)
  switch (problem.kind) {
    case 'changed':
      return `${problem.file} differs from ${at}: a landed migration is never edited; write a new one (create or replace)`
    case 'deleted':
      return `${problem.file} existed at ${at} and is gone: a landed migration is never removed`
    case 'before-landed':
      return `${problem.file} sorts before ${problem.last}, landed at ${at}: a new migration takes a later timestamp`
  }
}
