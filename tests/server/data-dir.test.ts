import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataDirFromEnv, whyNotDeletable } from '../../server/rsvp/data-dir'
import { lockDataDir } from '../../server/rsvp/data-dir-lock'
import { defaultDataDir } from '../../server/rsvp/open-database'

const root = path.dirname(path.dirname(defaultDataDir))
let scratch: string

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rsvp-data-dir-'))
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

describe('where the embedded database lives', () => {
  it('defaults to .data/rsvp in the repository', () => {
    expect(dataDirFromEnv({})).toBe(path.join(root, '.data/rsvp'))
    expect(dataDirFromEnv({ RSVP_DATA_DIR: '  ' })).toBe(path.join(root, '.data/rsvp'))
  })

  it('reads RSVP_DATA_DIR relative to the repository, or as an absolute path', () => {
    expect(dataDirFromEnv({ RSVP_DATA_DIR: '.data/other' })).toBe(path.join(root, '.data/other'))
    expect(dataDirFromEnv({ RSVP_DATA_DIR: '/srv/rsvp' })).toBe('/srv/rsvp')
  })
})

describe('what db:reset agrees to delete', () => {
  it('accepts folders under the project .data/', async () => {
    expect(await whyNotDeletable(path.join(root, '.data/rsvp'))).toBeNull()
  })

  it.each([
    ['the repository', () => root],
    ['a parent of the repository', () => path.dirname(root)],
    ['the file-system root', () => '/'],
    ['the home folder', () => os.homedir()],
    ['.data itself', () => path.join(root, '.data')],
    ['a project folder', () => path.join(root, 'supabase')],
  ])('refuses %s', async (_, dir) => {
    expect(await whyNotDeletable(dir())).toEqual(expect.any(String))
  })

  it('outside the project, accepts only a missing, empty or PostgreSQL folder', async () => {
    const empty = path.join(scratch, 'empty')
    const postgres = path.join(scratch, 'postgres')
    const documents = path.join(scratch, 'documents')
    await mkdir(empty)
    await mkdir(postgres)
    await writeFile(path.join(postgres, 'PG_VERSION'), '17\n')
    await mkdir(documents)
    await writeFile(path.join(documents, 'thesis.txt'), 'do not delete')
    await writeFile(path.join(scratch, 'a-file'), '')

    expect(await whyNotDeletable(path.join(scratch, 'missing'))).toBeNull()
    expect(await whyNotDeletable(empty)).toBeNull()
    expect(await whyNotDeletable(postgres)).toBeNull()
    expect(await whyNotDeletable(documents)).toMatch(/no PG_VERSION/)
    expect(await whyNotDeletable(path.join(scratch, 'a-file'))).toMatch(/file/)
  })
})

/** Every folder and file under `dir` with its permission bits. */
async function modes(dir: string): Promise<{ path: string; mode: number; folder: boolean }[]> {
  const found = [{ path: dir, mode: (await stat(dir)).mode & 0o777, folder: true }]
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name)
    found.push({ path: full, mode: (await stat(full)).mode & 0o777, folder: entry.isDirectory() })
  }
  return found
}

describe('the embedded database’s files', () => {
  it('are the owner’s alone (folders 0700, files 0600), also what it writes after opening', async () => {
    const dir = path.join(scratch, 'private')
    // a process of its own, as the site's server is: the test runner's threads may not set a umask
    const script = `
      const { openRsvpDatabase } = await import(${JSON.stringify(path.join(root, 'server/rsvp/open-database.ts'))})
      const db = await openRsvpDatabase({ dataDir: ${JSON.stringify(dir)}, seed: true })
      await db.exec("create table public.written_later (id int); insert into public.written_later values (1); checkpoint;")
      await db.close()`
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })

    const found = await modes(dir)
    expect(found.length).toBeGreaterThan(100)
    expect(found.filter(({ mode, folder }) => mode !== (folder ? 0o700 : 0o600))).toEqual([])
  }, 60_000)
})

describe('the data folder lock', () => {
  it('refuses a folder another running process holds', async () => {
    const dir = path.join(scratch, 'held')
    await writeFile(`${dir}.lock`, `${process.ppid}\n`)
    await expect(lockDataDir(dir)).rejects.toThrow(/already open in process/)
  })

  it('takes over the lock of a process that is gone, and releases it', async () => {
    const dir = path.join(scratch, 'stale')
    await writeFile(`${dir}.lock`, '999999999\n')
    const unlock = await lockDataDir(dir)
    await expect(lockDataDir(dir)).rejects.toThrow(/already open in process/)
    await unlock()
    await expect(readFile(`${dir}.lock`, 'utf8')).rejects.toThrow()
  })

  it('lets exactly one of many lockers started at the same instant open the folder', async () => {
    const dir = path.join(scratch, 'raced')
    const attempts = await Promise.allSettled(Array.from({ length: 20 }, () => lockDataDir(dir)))
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled')
    expect(won).toHaveLength(1)
    await won[0]?.value()
  })

  // zombies and process start times are read from Linux's /proc
  it.runIf(existsSync('/proc/self/stat'))('takes over the lock of a zombie owner', async () => {
    const dir = path.join(scratch, 'zombie')
    // the inner shell exits once its parent has become sleep, which never reaps it: a zombie
    const parent = spawn('sh', ['-c', 'sh -c "sleep 0.5; exit 0" & echo $!; exec sleep 30'])
    try {
      const pid = await new Promise<string>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
      )
      await expect
        .poll(() => readFile(`/proc/${pid}/stat`, 'utf8'), { timeout: 5000 })
        .toMatch(/\) Z /)
      await writeFile(`${dir}.lock`, `${pid}\n`)
      const unlock = await lockDataDir(dir)
      await unlock()
    } finally {
      parent.kill()
    }
  })

  it('ignores a lock whose process id now belongs to another program', async () => {
    const dir = path.join(scratch, 'reused')
    await writeFile(`${dir}.lock`, `${process.ppid} 1\n`)
    const unlock = await lockDataDir(dir)
    await unlock()
  })
})
