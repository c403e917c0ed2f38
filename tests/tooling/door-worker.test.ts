import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { BuildChunk, BuildOutput } from '../../tooling/build-output'
import { describe, expect, it } from 'vitest'
import {
  assetsNamedIn,
  doorFiles,
  doorWorkerFile,
  doorWorkerSource,
  checkedDoorFiles,
  isSharedChunk,
  missingDoorFiles,
  writeDoorWorker,
} from '../../tooling/door/door-worker'

type Fake = Pick<BuildChunk, 'fileName' | 'imports' | 'dynamicImports' | 'isEntry' | 'moduleIds'>

const chunk = (fake: Partial<Fake> & { fileName: string }, css: string[] = []) =>
  ({
    type: 'chunk',
    imports: [],
    dynamicImports: [],
    isEntry: false,
    moduleIds: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    ...fake,
  }) as unknown as BuildChunk

const output: BuildOutput[number][] = [
  chunk(
    {
      fileName: 'assets/index-1.js',
      isEntry: true,
      imports: ['assets/react-1.js'],
      moduleIds: [
        '/repo/web/src/app/main.tsx',
        '/repo/web/src/app/routes/pages.tsx',
        '/repo/web/src/components/mui/lazy-with-mui.tsx',
      ],
      dynamicImports: [
        'assets/rsvp-page-1.js',
        'assets/door-page-1.js',
        'assets/mui-scope-1.js',
        'assets/site-footer-1.js',
        'assets/header-search-panel-1.js',
        'assets/embedded-source-1.js',
      ],
    },
    ['assets/index-1.css'],
  ),
  chunk({ fileName: 'assets/react-1.js', moduleIds: ['/repo/node_modules/react/index.js'] }),
  chunk({
    fileName: 'assets/rsvp-page-1.js',
    imports: ['assets/react-1.js'],
    moduleIds: ['/repo/web/src/app/routes/rsvp-page.tsx'],
  }),
  chunk({
    fileName: 'assets/door-page-1.js',
    moduleIds: ['/repo/web/src/features/door/components/door-page.tsx'],
    imports: ['assets/index-1.js', 'assets/text-field-1.js'],
    dynamicImports: ['assets/zxing-detector-1.js'],
  }),
  chunk({ fileName: 'assets/text-field-1.js' }),
  {
    ...chunk({ fileName: 'assets/zxing-detector-1.js' }),
    viteMetadata: {
      importedCss: new Set<string>(),
      importedAssets: new Set(['assets/zxing_reader-1.wasm']),
    },
  } as unknown as BuildChunk,
  // loaded on demand by shared code, for any page: the door's too
  chunk({
    fileName: 'assets/mui-scope-1.js',
    imports: ['assets/emotion-1.js'],
    moduleIds: [
      '/repo/node_modules/@mui/material/styles/index.js',
      '/repo/web/src/components/mui/mui-scope.tsx',
    ],
  }),
  chunk({ fileName: 'assets/emotion-1.js', moduleIds: ['\0/repo/node_modules/emotion.js'] }),
  {
    ...chunk({
      fileName: 'assets/embedded-source-1.js',
      moduleIds: ['/repo/web/src/content/embedded-source.ts', '/repo/content/dataset.json'],
    }),
    // the content's photos: the door shows none
    viteMetadata: {
      importedCss: new Set<string>(),
      importedAssets: new Set(['assets/hero-1.webp', 'assets/couple-1.JPG', 'assets/font-1.woff2']),
    },
  } as unknown as BuildChunk,
  // the guests' layout, from the app and another feature: never on the door
  chunk({
    fileName: 'assets/site-footer-1.js',
    moduleIds: ['/repo/web/src/app/layout/site-footer.tsx'],
  }),
  chunk({
    fileName: 'assets/header-search-panel-1.js',
    imports: ['assets/mui-scope-1.js'],
    moduleIds: [
      '/repo/web/src/features/navigation/components/header-search-panel.tsx',
      '/repo/web/src/lib/text/comparable-text.ts',
    ],
  }),
]

describe('the door’s service worker', () => {
  it('keeps the entry, what shared code loads on demand, the door’s chunks and its QR reader with its WebAssembly, and no other page', () => {
    expect(doorFiles(output)).toEqual([
      '/assets/door-page-1.js',
      '/assets/embedded-source-1.js',
      '/assets/emotion-1.js',
      '/assets/font-1.woff2',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/mui-scope-1.js',
      '/assets/react-1.js',
      '/assets/text-field-1.js',
      '/assets/zxing-detector-1.js',
      '/assets/zxing_reader-1.wasm',
    ])
  })

  it('finds nothing missing in its own list, and names each chunk or style the door’s page could load that a list lacks', () => {
    const files = doorFiles(output)
    expect(missingDoorFiles(output, files)).toEqual([])
    expect(checkedDoorFiles(output)).toEqual(files)
    const without = (...gone: string[]) => files.filter((file) => !gone.includes(file))
    // the entry loads MUI's scope on demand for the door too (lazyWithMui): the chunk once missed
    expect(missingDoorFiles(output, without('/assets/mui-scope-1.js'))).toEqual([
      '/assets/mui-scope-1.js',
    ])
    expect(missingDoorFiles(output, without('/assets/emotion-1.js'))).toEqual([
      '/assets/emotion-1.js',
    ])
    expect(missingDoorFiles(output, without('/assets/zxing-detector-1.js'))).toEqual([
      '/assets/zxing-detector-1.js',
    ])
    expect(missingDoorFiles(output, without('/assets/index-1.css', '/assets/index-1.js'))).toEqual([
      '/assets/index-1.css',
      '/assets/index-1.js',
    ])
    expect(missingDoorFiles(output, without('/assets/text-field-1.js'))).toEqual([
      '/assets/text-field-1.js',
    ])
  })

  it('refuses a build whose walk follows only static imports (how the MUI scope went missing)', () => {
    const staticOnly = output.map((item) =>
      item.type === 'chunk' && item.isEntry ? { ...item, dynamicImports: [] } : item,
    )
    const files = doorFiles(staticOnly)
    expect(missingDoorFiles(output, files)).toContain('/assets/mui-scope-1.js')
  })

  it('tells shared chunks from a feature’s or the app’s', () => {
    const of = (...moduleIds: string[]) => isSharedChunk({ moduleIds })
    expect(of('/r/web/src/components/mui/mui-scope.tsx', '/r/node_modules/x.js')).toBe(true)
    expect(of('C:\\r\\web\\src\\lib\\toasts\\toast-host.tsx')).toBe(true)
    expect(of('/r/node_modules/x.js')).toBe(true)
    expect(of('/r/web/src/components/a.tsx', '/r/web/src/features/door/b.ts')).toBe(false)
    expect(of('/r/web/src/app/layout/site-footer.tsx')).toBe(false)
  })

  it('refuses a build without the door’s page', () => {
    expect(() =>
      doorFiles(output.filter((item) => item.fileName !== 'assets/door-page-1.js')),
    ).toThrow(/door-page\.tsx/)
  })

  it('finds the fonts and files a page or a style sheet names', () => {
    expect(
      assetsNamedIn('<link rel="preload" href="/assets/font-1.woff2"> url(/assets/a_b-2.svg)'),
    ).toEqual(['/assets/font-1.woff2', '/assets/a_b-2.svg'])
  })

  it('writes a worker that keeps the door’s page and files, versioned by their contents', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'door-worker-'))
    try {
      await mkdir(path.join(distDir, 'novios'), { recursive: true })
      await mkdir(path.join(distDir, 'assets'), { recursive: true })
      const page = '<link rel="preload" href="/assets/font-1.woff2">'
      await writeFile(path.join(distDir, 'novios/puerta.html'), page)
      await writeFile(path.join(distDir, 'assets/font-1.woff2'), 'font')
      await writeFile(path.join(distDir, 'assets/index-1.js'), 'one')
      const write = async () => {
        const kept = await writeDoorWorker(distDir, ['/assets/index-1.js'])
        return { kept, source: await readFile(path.join(distDir, doorWorkerFile), 'utf8') }
      }
      const first = await write()
      expect(first.kept).toEqual(['/assets/font-1.woff2', '/assets/index-1.js'])
      expect(first.source).toContain('"/novios/puerta"')
      expect(first.source).toMatch(/\[\s*"\/assets\/font-1.woff2",\s*"\/assets\/index-1.js"\s*\]/)
      // one plain script: a worker served from the root has no module loader
      expect(first.source).not.toMatch(/^\s*(import|export)\b/m)
      const version = /"(door-\w+)"/.exec(first.source)?.[1]
      expect(version).toBeDefined()
      await writeFile(path.join(distDir, 'assets/index-1.js'), 'two')
      const second = await write()
      expect(second.source).not.toContain(version)
    } finally {
      await rm(distDir, { recursive: true, force: true })
    }
  })
})

type Listener = (event: unknown) => void

/** Runs the worker's script in a stand-in of its global scope; answers what its fetch does. */
async function workerScope(clientUrls: Record<string, string>, online = true) {
  const listeners = new Map<string, Listener>()
  const scope = {
    location: new URL('https://boda.example/door-sw.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: {
      get: async (id: string) => (id in clientUrls ? { url: clientUrls[id] } : undefined),
    },
  }
  const caches = {
    open: async () => ({ match: async () => new Response('kept'), put: async () => undefined }),
  }
  const network = async () => {
    if (!online) throw new TypeError('Failed to fetch')
    return new Response('network')
  }
  const source = await doorWorkerSource('1', ['/assets/index-1.js'])
  new Function('self', 'caches', 'fetch', source)(scope, caches, network)
  /** The answer to a request, or null when the worker leaves it to the browser. */
  return async (url: string, mode: RequestMode, clientId = ''): Promise<string | null> => {
    const answers: Promise<Response>[] = []
    listeners.get('fetch')?.({
      request: { url: `https://boda.example${url}`, method: 'GET', mode },
      clientId,
      respondWith: (response: Promise<Response>) => answers.push(response),
    })
    return answers[0] ? (await answers[0]).text() : null
  }
}

describe('the door’s service worker at work', () => {
  it('answers only the door’s page itself, never another address its scope holds', async () => {
    // no signal: the door's page is the kept copy; the other addresses are the browser's to fail
    const ask = await workerScope({}, false)
    expect(await ask('/novios/puerta', 'navigate')).toBe('kept')
    expect(await ask('/novios/puerta?x=1', 'navigate')).toBe('kept')
    expect(await ask('/novios/puertas', 'navigate')).toBeNull()
    expect(await ask('/novios/puerta/', 'navigate')).toBeNull()
    expect(await ask('/novios/puerta/otra', 'navigate')).toBeNull()
    expect(await ask('/novios', 'navigate')).toBeNull()
  })

  it('hands its kept files to the door’s page alone; another page of its scope gets the network', async () => {
    const ask = await workerScope({
      door: 'https://boda.example/novios/puerta',
      other: 'https://boda.example/novios/puertas',
    })
    expect(await ask('/assets/index-1.js', 'cors', 'door')).toBe('kept')
    expect(await ask('/assets/index-1.js', 'cors', 'other')).toBe('network')
    expect(await ask('/assets/index-1.js', 'cors', 'gone')).toBe('network')
    expect(await ask('/assets/other-1.js', 'cors', 'door')).toBeNull()
  })
})
