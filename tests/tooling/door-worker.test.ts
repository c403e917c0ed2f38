import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { OutputAsset, OutputChunk } from 'rollup'
import { describe, expect, it } from 'vitest'
import {
  assetsNamedIn,
  doorFiles,
  doorWorkerFile,
  writeDoorWorker,
} from '../../tooling/door/door-worker'

type Fake = Pick<OutputChunk, 'fileName' | 'imports' | 'dynamicImports' | 'isEntry' | 'moduleIds'>

const chunk = (fake: Partial<Fake> & { fileName: string }, css: string[] = []) =>
  ({
    type: 'chunk',
    imports: [],
    dynamicImports: [],
    isEntry: false,
    moduleIds: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    ...fake,
  }) as unknown as OutputChunk

const output: (OutputChunk | OutputAsset)[] = [
  chunk(
    {
      fileName: 'assets/index-1.js',
      isEntry: true,
      imports: ['assets/react-1.js'],
      dynamicImports: ['assets/rsvp-page-1.js', 'assets/door-page-1.js'],
    },
    ['assets/index-1.css'],
  ),
  chunk({ fileName: 'assets/react-1.js' }),
  chunk({ fileName: 'assets/rsvp-page-1.js', imports: ['assets/react-1.js'] }),
  chunk({
    fileName: 'assets/door-page-1.js',
    moduleIds: ['/repo/web/src/features/door/components/door-page.tsx'],
    imports: ['assets/text-field-1.js'],
    dynamicImports: ['assets/zxing-detector-1.js'],
  }),
  chunk({ fileName: 'assets/text-field-1.js' }),
  {
    ...chunk({ fileName: 'assets/zxing-detector-1.js' }),
    viteMetadata: {
      importedCss: new Set<string>(),
      importedAssets: new Set(['assets/zxing_reader-1.wasm']),
    },
  } as unknown as OutputChunk,
]

describe('the door’s service worker', () => {
  it('keeps the entry, the door’s chunks and its QR reader with its WebAssembly, and no other page', () => {
    expect(doorFiles(output)).toEqual([
      '/assets/door-page-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/text-field-1.js',
      '/assets/zxing-detector-1.js',
      '/assets/zxing_reader-1.wasm',
    ])
  })

  it('refuses a build without the door’s page', () => {
    expect(() => doorFiles(output.slice(0, 3))).toThrow(/door-page\.tsx/)
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
      expect(first.source).toContain('const pagePath = "/novios/puerta"')
      expect(first.source).toContain('["/assets/font-1.woff2","/assets/index-1.js"]')
      const version = /const cacheName = '(door-\w+)'/.exec(first.source)?.[1]
      expect(version).toBeDefined()
      await writeFile(path.join(distDir, 'assets/index-1.js'), 'two')
      const second = await write()
      expect(second.source).not.toContain(version)
    } finally {
      await rm(distDir, { recursive: true, force: true })
    }
  })
})
