import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createLogger, createServer, preview, type InlineConfig, type Logger } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runningApi } from '../../server/rsvp/published-api'
import { rsvpApi } from '../../server/rsvp/vite-plugin'
import { contentDir } from '../support/default-dataset'
import { postRpc as post } from '../support/rpc-request'

let workDir: string
let dataDir: string

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'rsvp-plugin-'))
  dataDir = path.join(workDir, 'data', 'rsvp')
  await mkdir(path.join(workDir, 'dist'))
  await writeFile(path.join(workDir, 'index.html'), '<!doctype html><title>t</title>')
  await writeFile(path.join(workDir, 'dist', 'index.html'), '<!doctype html><title>t</title>')
})
afterAll(() => rm(workDir, { recursive: true, force: true }))

function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  const logger = createLogger('silent')
  return { ...logger, lines, info: (message) => void lines.push(message) }
}

function config(logger: Logger): InlineConfig {
  return {
    configFile: false,
    root: workDir,
    logLevel: 'silent',
    customLogger: logger,
    build: { outDir: path.join(workDir, 'dist') },
    server: { host: '127.0.0.1', port: 0 },
    preview: { host: '127.0.0.1', port: 0 },
    plugins: [rsvpApi({ env: {}, dataDir, modificationDeadline: '2999-01-01', contentDir })],
  }
}

describe('rsvpApi() in the Vite servers', () => {
  it('serves the API from npm run dev, opening the database once on first use', async () => {
    const logger = capturingLogger()
    const server = await createServer(config(logger))
    await server.listen()
    const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    expect(existsSync(dataDir)).toBe(false)

    const [found, answered] = await Promise.all([
      post(baseUrl, 'find_invitation', { p_human_key: '001' }),
      post(baseUrl, 'respond_invitation', {
        p_human_key: '004',
        p_will_attend: true,
        p_confirmed_tickets: 1,
      }),
    ])
    expect(found.status).toBe(200)
    expect(await found.json()).toMatchObject({ human_key: '001' })
    expect(answered.status).toBe(200)
    expect(logger.lines.filter((line) => line.includes('RSVP: embedded database'))).toHaveLength(1)
    // the dataset's questions hold before the first request is answered
    expect(logger.lines.some((line) => line.includes('answer rules of the embedded dataset'))).toBe(
      true,
    )
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
    expect(existsSync(`${dataDir}.lock`)).toBe(true)

    await server.close()
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  }, 90_000)

  it('serves the same persisted data from npm start (vite preview)', async () => {
    const server = await preview(config(capturingLogger()))
    const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    try {
      const response = await post(baseUrl, 'find_invitation', { p_human_key: '004' })
      expect(await response.json()).toMatchObject({ will_attend: true, confirmed_tickets: 1 })
      const other = await fetch(`${baseUrl}/rest/v1/rsvp_guests`)
      expect(other.status).toBe(404)
      // the command line finds npm start too (tests/scripts/guests-through-the-site.test.ts)
      await vi.waitFor(async () => expect((await runningApi(dataDir))?.url).toBe(baseUrl), 10_000)
    } finally {
      await server.close()
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
    expect(await runningApi(dataDir)).toBeNull()
  }, 90_000)
})

describe('rsvpApi() with Supabase configured', () => {
  it('adds no server hooks when both Supabase variables are set', () => {
    const plugin = rsvpApi({
      env: { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' },
    })
    expect(plugin.configureServer).toBeUndefined()
    expect(plugin.configurePreviewServer).toBeUndefined()
  })

  it('still serves the embedded API when only one of them is set', () => {
    const plugin = rsvpApi({ env: { VITE_SUPABASE_URL: 'https://abc.supabase.co' }, dataDir })
    expect(plugin.configureServer).toBeTypeOf('function')
    expect(plugin.configurePreviewServer).toBeTypeOf('function')
  })
})
