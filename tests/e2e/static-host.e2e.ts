import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listBuiltPages, notFoundFile } from '../../tooling/hosting/built-pages'
import { isDoorPath } from '../../tooling/hosting/host-config'
import { launchBrowser, viewports } from './support/browser'
import { walkThroughInvitation, watchCspViolations } from './support/guest-journey'
import { serveWithCloudflarePages, type StaticHost } from './support/static-host'

const distDir = path.resolve('dist')
const hostPort = Number(process.env.E2E_PORT ?? 4180) + 100

let workDir: string
let site: string
let host: StaticHost
let browser: Browser

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'static-host-'))
  site = path.join(workDir, 'dist')
  await cp(distDir, site, { recursive: true })
  host = await serveWithCloudflarePages(site, hostPort, workDir)
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

const get = (address: string) => fetch(`${host.baseUrl}${address}`, { redirect: 'manual' })

describe('dist/ on Cloudflare Pages’ own server (wrangler pages dev)', () => {
  it('serves each prerendered page at its clean address, revalidated, with the security headers', async () => {
    const pages = await listBuiltPages(site)
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) {
      const response = await get(page.path)
      expect(response.status, page.path).toBe(200)
      expect(await response.text()).toBe(await readFile(path.join(site, page.file), 'utf8'))
      expect(response.headers.get('cache-control'), page.path).toBe(
        'public, max-age=0, must-revalidate',
      )
      // only the door's page (its QR reader) and the photos pages (the HEIC decoder) may
      // compile WebAssembly
      expect(String(response.headers.get('content-security-policy')), page.path).toMatch(
        isDoorPath(page.path)
          ? /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/
          : /script-src 'self'( 'sha256-[^']+')+;/,
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    }
  })

  it('keeps every line of _headers within the 2,000 characters Cloudflare Pages reads', async () => {
    const lines = (await readFile(path.join(site, '_headers'), 'utf8')).split('\n')
    expect(lines.filter((line) => line.length > 2000).map((line) => line.slice(0, 80))).toEqual([])
  })

  it('serves the RSVP page for a personal link', async () => {
    const response = await get('/rsvp?invitation=001')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(await readFile(path.join(site, 'rsvp.html'), 'utf8'))
  })

  it('answers an unknown address with 404.html and status 404', async () => {
    const response = await get('/no-existe')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(await readFile(path.join(site, notFoundFile), 'utf8'))
  })

  it('sends the .html spelling to the clean address', async () => {
    const response = await get('/story.html')
    expect([301, 308]).toContain(response.status)
    expect(new URL(response.headers.get('location') ?? '', host.baseUrl).pathname).toBe('/story')
  })

  it('caches hashed assets a year as immutable, once', async () => {
    const html = await (await get('/')).text()
    const asset = /(\/assets\/[\w.-]+\.css)/.exec(html)?.[1]
    const response = await get(asset ?? '/assets/missing.css')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('runs the invitation, its video, dialog, map and calendar without a CSP violation', async () => {
    const context = await browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const violations = await watchCspViolations(context, page, new URL(host.baseUrl).origin)
    await walkThroughInvitation(context, page, host.baseUrl)
    expect(violations).toEqual([])
    await context.close()
  }, 120_000)
})
