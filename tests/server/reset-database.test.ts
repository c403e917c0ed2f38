import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsDir, openRsvpDatabase } from '../../server/rsvp/open-database'
import { ResetRefused, resetDatabase } from '../../server/rsvp/reset-database'

let scratch: string

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rsvp-reset-'))
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

describe('npm run db:reset', () => {
  it('replaces an old database folder with a freshly migrated and seeded one', async () => {
    const dataDir = path.join(scratch, 'rsvp')
    await mkdir(dataDir)
    await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n')
    await writeFile(path.join(dataDir, 'leftover'), 'old')

    const report = await resetDatabase(dataDir, { modificationDeadline: '2030-06-01' })

    const migrations = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql'))
    expect(report).toEqual({
      deleted: true,
      migrations: migrations.length,
      invitations: 16,
      answered: 6,
      modificationDeadline: '2030-06-01',
    })
    expect(existsSync(path.join(dataDir, 'leftover'))).toBe(false)
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
    const db = await openRsvpDatabase({ dataDir })
    const { rows } = await db.query<{ family_name: string }>(
      "select family_name from public.rsvp_guests where human_key = '001'",
    )
    await db.close()
    expect(rows).toEqual([{ family_name: 'Familia García Hernández' }])
  }, 90_000)

  it('refuses a folder that is not a database and leaves it alone', async () => {
    const documents = path.join(scratch, 'documents')
    await mkdir(documents)
    await writeFile(path.join(documents, 'thesis.txt'), 'do not delete')
    await expect(resetDatabase(documents)).rejects.toBeInstanceOf(ResetRefused)
    expect(existsSync(path.join(documents, 'thesis.txt'))).toBe(true)
  })

  it('refuses while a running server has the folder open', async () => {
    const dataDir = path.join(scratch, 'in-use')
    await mkdir(dataDir)
    await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n')
    await writeFile(`${dataDir}.lock`, `${process.ppid}\n`)
    await expect(resetDatabase(dataDir)).rejects.toThrow(/stop it first/)
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
  })
})
