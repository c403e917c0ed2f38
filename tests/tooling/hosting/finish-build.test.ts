import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { finishBuild } from '../../../tooling/hosting/finish-build'
import type { VercelConfig } from '../../../tooling/hosting/host-config'
import { scriptHash } from '../../../tooling/hosting/inline-scripts'
import { siteOriginsFromEnv } from '../../../tooling/hosting/site-origins'
import { headersFor, vercelAnswer } from './host-rules'

const page = (name: string) =>
  `<!doctype html><html lang="es"><head><title>${name}</title><script>guard(${JSON.stringify(name)})</script></head><body></body></html>`

const builtFiles = [
  'index.html',
  'home.html',
  'story.html',
  'rsvp.html',
  'shop.html',
  '404.html',
  'novios/puerta.html',
  'assets/index-abc.js',
  'door-sw.js',
]
const indexing = [
  { path: '/', indexable: true },
  { path: '/home', indexable: true, canonicalPath: '/' },
  { path: '/story', indexable: true },
  { path: '/rsvp', indexable: false },
]

let distDir: string
let vercelDir: string
const read = (file: string) => readFile(path.join(distDir, file), 'utf8')

beforeEach(async () => {
  const work = await mkdtemp(path.join(os.tmpdir(), 'finish-build-'))
  distDir = path.join(work, 'dist')
  vercelDir = path.join(work, '.vercel/output')
  await mkdir(path.join(distDir, 'assets'), { recursive: true })
  await mkdir(path.join(distDir, 'novios'), { recursive: true })
  const pagesAndAssets = builtFiles.filter((name) => name !== 'door-sw.js')
  for (const file of pagesAndAssets) await writeFile(path.join(distDir, file), page(file))
  await finishBuild({
    distDir,
    indexing,
    siteUrl: 'https://boda.example.com',
    origins: siteOriginsFromEnv({}),
    vercelOutputDir: vercelDir,
    // the door's service worker is written once the pages are final, before the hosts' copies
    afterPages: async () => {
      expect(await read('story.html')).toContain('rel="canonical"')
      await writeFile(path.join(distDir, 'door-sw.js'), '// worker')
    },
  })
})

afterEach(async () => {
  await rm(path.dirname(distDir), { recursive: true, force: true })
})

describe('search engines', () => {
  it('gives public pages their canonical address and the others noindex', async () => {
    expect(await read('story.html')).toContain(
      '<link rel="canonical" href="https://boda.example.com/story" />',
    )
    expect(await read('index.html')).toContain(
      '<link rel="canonical" href="https://boda.example.com/" />',
    )
    for (const file of ['rsvp.html', 'shop.html', '404.html']) {
      expect(await read(file)).toContain('<meta name="robots" content="noindex" />')
      expect(await read(file)).not.toContain('rel="canonical"')
    }
  })

  it('credits an alias address to the page it shows, and leaves it out of the sitemap', async () => {
    expect(await read('home.html')).toContain(
      '<link rel="canonical" href="https://boda.example.com/" />',
    )
    expect(await read('home.html')).not.toContain('noindex')
  })

  it('lists only the public pages in sitemap.xml, and robots.txt points to it', async () => {
    const sitemap = await read('sitemap.xml')
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://boda.example.com/',
      'https://boda.example.com/story',
    ])
    expect(await read('robots.txt')).toContain('Sitemap: https://boda.example.com/sitemap.xml')
  })
})

describe('Cloudflare Pages and Netlify (_headers, _redirects)', () => {
  it("allows each page's own inline script, 404.html included, by its hash, and no other page's", async () => {
    const headers = await read('_headers')
    const pages: [string, string][] = [
      ['/', 'index.html'],
      ['/story', 'story.html'],
      ['/shop', 'shop.html'],
      ['/404.html', '404.html'],
    ]
    const hashOf = (file: string) => `'${scriptHash(`guard(${JSON.stringify(file)})`)}'`
    for (const [address, file] of pages) {
      const csp = headersFor(headers, address)['content-security-policy']
      expect(csp, address).toContain(hashOf(file))
      const others = ['index.html', 'story.html', 'shop.html', '404.html'].filter((f) => f !== file)
      for (const other of others) expect(csp, address).not.toContain(hashOf(other))
    }
  })

  it('caches hashed assets a year as immutable and revalidates every page', async () => {
    const headers = await read('_headers')
    expect(headersFor(headers, '/assets/index-abc.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    for (const address of ['/', '/story', '/rsvp', '/shop', '/404.html']) {
      expect(headersFor(headers, address)['cache-control']).toBe(
        'public, max-age=0, must-revalidate',
      )
    }
  })

  it('sends the security headers with every response, HSTS included', async () => {
    const headers = headersFor(await read('_headers'), '/assets/index-abc.js')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security']).toMatch(/^max-age=/)
  })

  it('lets only the door’s page use the camera and compile its QR reader’s WebAssembly', async () => {
    const file = await read('_headers')
    const door = headersFor(file, '/novios/puerta')
    expect(door['permissions-policy']).toContain('camera=(self)')
    expect(door['permissions-policy']).not.toContain('camera=()')
    expect(door['content-security-policy']).toContain("'wasm-unsafe-eval'")
    // one policy each: a second one joined in would apply too, the stricter winning
    expect(door['content-security-policy']?.match(/default-src/g)).toHaveLength(1)
    for (const guestPage of ['/', '/story', '/rsvp', '/404.html']) {
      const headers = headersFor(file, guestPage)
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['content-security-policy']).not.toContain('wasm-unsafe-eval')
    }
  })

  it('revalidates the door’s service worker, never caching it as immutable', async () => {
    expect(headersFor(await read('_headers'), '/door-sw.js')['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    )
  })

  it('sends the .html spelling of each page to its clean address', async () => {
    const redirects = (await read('_redirects')).trim().split('\n')
    expect(redirects).toContain('/story.html /story 301')
    expect(redirects).toContain('/index.html / 301')
  })
})

describe('Vercel (Build Output API)', () => {
  async function answer(pathname: string) {
    const config = JSON.parse(
      await readFile(path.join(vercelDir, 'config.json'), 'utf8'),
    ) as VercelConfig
    return vercelAnswer(config, builtFiles, pathname)
  }

  it('serves each page at its clean address, revalidated, with the security headers', async () => {
    const story = await answer('/story')
    expect(story).toMatchObject({ status: 200, file: 'story.html' })
    expect(story.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(story.headers['content-security-policy']).toContain("script-src 'self' 'sha256-")
    expect((await answer('/')).file).toBe('index.html')
  })

  it('gives the camera and WebAssembly to the door’s page alone', async () => {
    const door = await answer('/novios/puerta')
    expect(door.headers['permissions-policy']).toContain('camera=(self)')
    expect(door.headers['content-security-policy']).toContain("'wasm-unsafe-eval'")
    const story = await answer('/story')
    expect(story.headers['permissions-policy']).toContain('camera=()')
    expect(story.headers['content-security-policy']).not.toContain('wasm-unsafe-eval')
  })

  it('serves the RSVP page for a personal link (the query string is the page’s business)', async () => {
    expect(await answer(new URL('https://x/rsvp?invitation=001').pathname)).toMatchObject({
      status: 200,
      file: 'rsvp.html',
    })
  })

  it('answers unknown addresses with 404.html and status 404', async () => {
    expect(await answer('/no-existe')).toMatchObject({ status: 404, file: '404.html' })
  })

  it('caches hashed assets a year as immutable', async () => {
    const asset = await answer('/assets/index-abc.js')
    expect(asset).toMatchObject({ status: 200, file: 'assets/index-abc.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the door’s service worker from the root, revalidated', async () => {
    const worker = await answer('/door-sw.js')
    expect(worker).toMatchObject({ status: 200, file: 'door-sw.js' })
    expect(worker.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(await readFile(path.join(vercelDir, 'static/door-sw.js'), 'utf8')).toBe('// worker')
  })

  it('sends /story.html to /story', async () => {
    expect(await answer('/story.html')).toMatchObject({ status: 301, location: '/story' })
  })

  it('publishes the built files as the static output', async () => {
    expect(await readFile(path.join(vercelDir, 'static/story.html'), 'utf8')).toBe(
      await read('story.html'),
    )
  })
})
