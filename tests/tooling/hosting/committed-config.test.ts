import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'

const readToml = async <T>(file: string) => parse(await readFile(file, 'utf8')) as unknown as T

type NetlifyToml = { build: { command: string; publish: string } }
type SupabaseToml = {
  project_id: string
  api: { schemas: string[] }
  db: { major_version: number; migrations: { enabled: boolean }; seed: { sql_paths: string[] } }
  auth: { enable_signup: boolean }
}

describe('the committed deploy configuration', () => {
  it('has Netlify build with npm run build and publish dist/', async () => {
    const netlify = await readToml<NetlifyToml>('netlify.toml')
    expect(netlify.build).toEqual({ command: 'npm run build', publish: 'dist' })
  })

  it('has Vercel install with npm ci and build with npm run build', async () => {
    const vercel = JSON.parse(await readFile('vercel.json', 'utf8')) as Record<string, unknown>
    expect(vercel).toMatchObject({
      installCommand: 'npm ci',
      buildCommand: 'npm run build',
      outputDirectory: 'dist',
    })
  })

  it('pins the hosts’ Node to a version inside the engines range', async () => {
    const pinned = (await readFile('.node-version', 'utf8')).trim()
    const { engines } = JSON.parse(await readFile('package.json', 'utf8')) as {
      engines: { node: string }
    }
    expect(pinned).toBe('22')
    expect(engines.node).toBe('^20.19.0 || >=22.12.0')
  })

  it('is a Supabase CLI project whose migrations db push applies and whose seed stays local', async () => {
    const supabase = await readToml<SupabaseToml>('supabase/config.toml')
    expect(supabase.project_id).toMatch(/^[a-z0-9-]+$/)
    expect(supabase.db.migrations.enabled).toBe(true)
    expect(Number.isInteger(supabase.db.major_version)).toBe(true)
    expect(supabase.api.schemas).toEqual(['public'])
    expect(supabase.auth.enable_signup).toBe(false)
    for (const seed of supabase.db.seed.sql_paths) {
      expect((await stat(path.join('supabase', seed))).isFile()).toBe(true)
    }
    const migrations = await readdir('supabase/migrations')
    expect(migrations.length).toBeGreaterThan(0)
    for (const migration of migrations) expect(migration).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/)
  })
})
