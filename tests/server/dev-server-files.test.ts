import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// a data folder of its own, so a running npm run dev keeps its database
const probeDir = path.join(root, '.data', 'fs-deny-probe')
// a guest list exported beside the repository's files, as the couple might leave one
const exportedList = path.join(root, 'respuestas-fs-probe.csv')
let server: ViteDevServer
let baseUrl: string

beforeAll(async () => {
  await mkdir(probeDir, { recursive: true })
  await writeFile(path.join(probeDir, 'PG_VERSION'), '17\n')
  await writeFile(path.join(probeDir, 'guests.csv'), 'human_key,family_name\n001,Familia García\n')
  await writeFile(exportedList, 'human_key,family_name\n001,Familia García\n')
  server = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0 },
  })
  await server.listen()
  baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
}, 90_000)

afterAll(async () => {
  await server?.close()
  await rm(probeDir, { recursive: true, force: true })
  await rm(exportedList, { force: true })
})

describe('npm run dev and the embedded database folder', () => {
  it.each([
    ['PG_VERSION', ''],
    ['PG_VERSION', '?raw'],
    ['PG_VERSION', '?import&raw'],
    ['guests.csv', '?url'],
  ])('does not serve .data/…/%s%s through /@fs/', async (file, query) => {
    const response = await fetch(`${baseUrl}/@fs${path.join(probeDir, file)}${query}`)
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('Familia')
  })

  it.each([
    [exportedList, ''],
    [exportedList, '?raw'],
    [path.join(root, 'supabase/seed.sql'), '?raw'],
    [path.join(root, 'package.json'), ''],
    [path.join(root, 'scripts/guests/cli.ts'), ''],
  ])('does not serve %s%s, a file of the repository the site never loads', async (file, query) => {
    const response = await fetch(`${baseUrl}/@fs${file}${query}`)
    expect(response.status).toBe(403)
    expect(await response.text()).not.toMatch(/Familia|human_key/)
  })

  it.each([
    ['web/src/config/paths.ts', 'siteRoutes'],
    ['node_modules/vite/dist/client/client.mjs', 'import'],
  ])('still serves what the site loads: %s', async (file, expected) => {
    const response = await fetch(`${baseUrl}/@fs${path.join(root, file)}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(expected)
  })
})
