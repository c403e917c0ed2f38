import { PGlite } from '@electric-sql/pglite'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bootstrapFile,
  migrationFiles,
  openRsvpDatabase,
  seedFile,
} from '../../server/rsvp/open-database'
import { runAsRole } from '../../server/rsvp/request-role'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rsvp-legacy-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('a data folder made before migrations were tracked', () => {
  it('gets the newer migrations on the next open, keeping its answers', async () => {
    const dataDir = path.join(dir, 'rsvp')
    // what npm start created until now: the first seven migrations and the seed, untracked
    const legacy = new PGlite(dataDir)
    await legacy.exec(await readFile(bootstrapFile, 'utf8'))
    const first = (await migrationFiles()).filter(({ version }) => version <= '20261121120600')
    expect(first).toHaveLength(7)
    for (const { file } of first) await legacy.exec(await readFile(file, 'utf8'))
    // the seed of that time: the setting its last statement changes came with a later migration
    const seed = await readFile(seedFile, 'utf8')
    await legacy.exec(
      seed.replace(/update public\.rsvp_settings set client_address_header[^;]*;/, ''),
    )
    await legacy.query("update public.rsvp_guests set will_attend = false where human_key = '001'")
    await legacy.close()

    const db = await openRsvpDatabase({ dataDir, seed: true })
    try {
      const { rows } = await db.query<{ guests: number; declined: string }>(
        `select count(*)::int as guests,
                (select human_key from public.rsvp_guests where will_attend = false and human_key = '001') as declined
         from public.rsvp_guests`,
      )
      expect(rows).toEqual([{ guests: 16, declined: '001' }])
      const applied = await db.query('select version from supabase_migrations.schema_migrations')
      expect(applied.rows).toHaveLength((await migrationFiles()).length)
      const found = await runAsRole(
        db,
        { role: 'anon', headers: { 'cf-connecting-ip': '192.0.2.1' } },
        (tx) => tx.query<{ result: object }>("select public.find_invitation('002') as result"),
      )
      expect(found.rows[0]?.result).not.toHaveProperty('id')
    } finally {
      await db.close()
    }
  }, 60_000)
})
