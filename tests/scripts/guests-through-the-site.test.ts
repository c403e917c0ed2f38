import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createLogger, createServer, type Plugin, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { publishedApiFile, runningApi } from '../../server/rsvp/published-api'
import { rsvpApi } from '../../server/rsvp/vite-plugin'
import { runCli } from '../../scripts/guests/run-cli'
import { openStore } from '../../scripts/guests/stores/open-store'
import { postRpc } from '../support/rpc-request'
import { captureOutput } from './support/capture-output'

let workDir: string

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'guests-site-'))
  await writeFile(path.join(workDir, 'index.html'), '<!doctype html><title>t</title>')
  await writeFile(
    path.join(workDir, 'nuevos.csv'),
    'human_key,family_name,family_chief,available_tickets,Mesa\n' +
      '017,Familia Nueva,Nora Nueva,2,Mesa 9\n' +
      '018,Familia Otra,,3,Mesa 9\n',
  )
})
afterAll(() => rm(workDir, { recursive: true, force: true }))

/** What reached the site's API, in order: "POST /rest/v1/rpc/<function>". */
function countingRequests(seen: string[]): Plugin {
  return {
    name: 'count-api-requests',
    configureServer: (server) => {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith('/rest/v1/')) seen.push(`${req.method} ${req.url}`)
        next()
      })
    },
  }
}

async function startSite(dataDir: string, seen: string[]): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root: workDir,
    logLevel: 'silent',
    customLogger: createLogger('silent'),
    server: { host: '127.0.0.1', port: 0 },
    plugins: [
      countingRequests(seen),
      rsvpApi({ env: {}, dataDir, modificationDeadline: '2999-01-01' }),
    ],
  })
  await server.listen()
  return server
}

async function guests(dataDir: string, ...argv: string[]) {
  const captured = captureOutput()
  const code = await runCli(argv, {
    env: { RSVP_DATA_DIR: dataDir, INIT_CWD: workDir },
    output: captured.output,
    openStore,
  })
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

describe('the command line with the site running on the embedded database', () => {
  it('imports through the site in one write request, and reads the same data alone once the site stops', async () => {
    const dataDir = path.join(workDir, 'through-the-site', 'rsvp')
    const seen: string[] = []
    const site = await startSite(dataDir, seen)
    const url = site.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    try {
      // the site says where it listens once it does, as the couple's later command finds it
      const published = await vi.waitFor(async () => {
        const api = await runningApi(dataDir)
        if (!api) throw new Error('the site has not published its address yet')
        return api
      }, 10_000)
      expect(published.url).toBe(url)
      // the notice holds the command line's key: its owner alone reads it
      expect((await stat(publishedApiFile(dataDir))).mode & 0o077).toBe(0)

      const imported = await guests(dataDir, 'import', 'nuevos.csv')
      expect(imported.stderr).toBe('')
      expect(imported.code).toBe(0)
      expect(imported.stdout).toContain(`(through the site at ${url})`)
      // two reads (the list, the tables the file names) and the whole import as one write
      expect(seen).toEqual([
        'POST /rest/v1/rpc/couple_invitations',
        'POST /rest/v1/rpc/couple_seating',
        'POST /rest/v1/rpc/couple_import_invitations',
      ])

      // the guests' page finds the new family at once: the site's own database holds it
      const found = await postRpc(url, 'find_invitation', { p_human_key: '017' })
      expect(await found.json()).toMatchObject({ family_name: 'Familia Nueva' })

      // the site's key is the service role's; the same function without it is refused
      const history = await postRpc(
        url,
        'guest_list_history',
        {},
        {
          headers: { authorization: `Bearer ${published.serviceKey}` },
        },
      )
      expect(history.status).toBe(200)
      const stranger = await postRpc(
        url,
        'guest_list_history',
        {},
        {
          headers: { authorization: 'Bearer sb_secret_guessed' },
        },
      )
      expect(stranger.status).toBe(401)
      expect(await postRpc(url, 'guest_list_history', {}).then((r) => r.status)).toBe(401)
    } finally {
      await site.close()
    }

    // the site withdrew its notice: the command opens the folder itself and sees the same rows
    expect(existsSync(publishedApiFile(dataDir))).toBe(false)
    expect(await runningApi(dataDir)).toBeNull()
    const exported = await guests(dataDir, 'export')
    expect(exported.code).toBe(0)
    expect(exported.stdout).toMatch(/017,Familia Nueva,Nora Nueva,2,.*Mesa 9/)
    expect(exported.stdout).toMatch(/018,Familia Otra,,3,.*Mesa 9/)
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  }, 180_000)

  it('opens the folder itself when the notice names a site that is gone', async () => {
    const dataDir = path.join(workDir, 'site-gone', 'rsvp')
    await mkdir(path.dirname(dataDir), { recursive: true })
    await writeFile(
      publishedApiFile(dataDir),
      JSON.stringify({
        owner: '999999999 1',
        url: 'http://127.0.0.1:9',
        serviceKey: 'sb_secret_old',
      }),
    )
    const summary = await guests(dataDir, 'summary')
    expect(summary.stderr).toContain('There was no embedded database')
    expect(summary.stdout).toContain('the embedded database in')
    expect(summary.code).toBe(0)
  }, 120_000)
})
