import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  describeProblem,
  landedMigrationProblems,
  referenceCommits,
  releaseFile,
} from '../../scripts/migrations-landed/check'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A throwaway repository whose first commit (the release) holds two migrations. */
function releasedRepository() {
  const cwd = mkdtempSync(path.join(tmpdir(), 'migrations-landed-'))
  folders.push(cwd)
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  git('init', '-q', '-b', 'main')
  git('config', 'user.email', 'test@example.com')
  git('config', 'user.name', 'test')
  mkdirSync(path.join(cwd, 'supabase/migrations'), { recursive: true })
  const write = (file: string, text: string) => writeFileSync(path.join(cwd, file), text)
  write('supabase/migrations/20260101000000_tables.sql', 'create table a (id int);\n')
  write('supabase/migrations/20260102000000_functions.sql', 'create function f() ...;\n')
  git('add', '.')
  git('commit', '-q', '-m', 'release')
  const release = git('rev-parse', 'HEAD')
  const problems = (given?: string) =>
    landedMigrationProblems(cwd, referenceCommits(cwd, given)).map(describeProblem)
  return { cwd, git, write, release, problems }
}

describe('npm run db:migrations-landed', () => {
  it('passes when the landed files are as they were and new ones come after them', () => {
    const repo = releasedRepository()
    repo.write('supabase/migrations/20260103000000_more.sql', 'select 1;\n')
    expect(repo.problems(repo.release)).toEqual([])
  })

  it('fails on a landed migration edited, even before it is committed', () => {
    const repo = releasedRepository()
    repo.write('supabase/migrations/20260102000000_functions.sql', 'create function f() ... ;\n')
    expect(repo.problems(repo.release)).toEqual([
      expect.stringMatching(/^supabase\/migrations\/20260102000000_functions\.sql differs from/),
    ])
    repo.git('commit', '-qam', 'edit')
    expect(repo.problems(repo.release)).toHaveLength(1)
  })

  it('fails on a landed migration deleted or renamed', () => {
    const repo = releasedRepository()
    unlinkSync(path.join(repo.cwd, 'supabase/migrations/20260101000000_tables.sql'))
    repo.write('supabase/migrations/20260104000000_tables.sql', 'create table a (id int);\n')
    expect(repo.problems(repo.release)).toEqual([
      expect.stringMatching(/20260101000000_tables\.sql existed at .* and is gone/),
    ])
  })

  it('fails on a new migration that sorts before the last landed one', () => {
    const repo = releasedRepository()
    repo.write('supabase/migrations/20260101120000_between.sql', 'select 1;\n')
    expect(repo.problems(repo.release)).toEqual([
      expect.stringMatching(/20260101120000_between\.sql sorts before 20260102000000_functions/),
    ])
  })

  it('reads the release from the recorded file, and fails when that commit is not in the clone', () => {
    const repo = releasedRepository()
    repo.write(releaseFile, `# the last release\n${repo.release}\n`)
    repo.write('supabase/migrations/20260101000000_tables.sql', 'create table b (id int);\n')
    expect(repo.problems()).toHaveLength(1)
    repo.write(releaseFile, `${'0'.repeat(40)}\n`)
    expect(() => repo.problems()).toThrow(/not in this clone/)
    unlinkSync(path.join(repo.cwd, releaseFile))
    expect(() => repo.problems()).toThrow(/No reference commit/)
  })

  it('also compares with the merge-base of origin/main when the clone has one', () => {
    const repo = releasedRepository()
    repo.write(releaseFile, `${repo.release}\n`)
    repo.write('supabase/migrations/20260105000000_on_main.sql', 'select 5;\n')
    repo.git('add', '.')
    repo.git('commit', '-qm', 'landed on main after the release')
    repo.git('update-ref', 'refs/remotes/origin/main', 'HEAD')
    repo.write('supabase/migrations/20260105000000_on_main.sql', 'select 6;\n')
    expect(repo.problems()).toEqual([expect.stringMatching(/20260105000000_on_main\.sql differs/)])
  })

  it('passes on this repository against its recorded release', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    expect(landedMigrationProblems(root, referenceCommits(root)).map(describeProblem)).toEqual([])
  })
})
