import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  accountView,
  labelsByFile,
  lazyFiles,
  previewOnlyFiles,
  staticClosure,
  staticFiles,
  studioPreviewModule,
} from '../../bench/bundle-size'

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/rsvp-page.tsx', 'src/content.ts', studioPreviewModule],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_tiny.js'] },
  '_tiny.js': { file: 'assets/tiny.js', imports: ['index.html'] },
  'src/content.ts': { file: 'assets/content.js', src: 'src/content.ts', isDynamicEntry: true },
  'src/rsvp-page.tsx': {
    file: 'assets/rsvp-page.js',
    src: 'src/rsvp-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
    dynamicImports: [
      '../node_modules/@supabase/supabase-js/dist/index.mjs',
      '../node_modules/@sanity/client/dist/_chunks-es/stegaEncodeSourceMap.js',
    ],
    css: ['assets/rsvp-page.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '../node_modules/@supabase/supabase-js/dist/index.mjs': {
    file: 'assets/supabase.js',
    src: '../node_modules/@supabase/supabase-js/dist/index.mjs',
    isDynamicEntry: true,
  },
  [studioPreviewModule]: {
    file: 'assets/studio-preview.js',
    src: studioPreviewModule,
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_overlays.js'],
  },
  '_overlays.js': { file: 'assets/overlays.js' },
  '../node_modules/@sanity/client/dist/_chunks-es/stegaEncodeSourceMap.js': {
    file: 'assets/stegaEncodeSourceMap.js',
    src: '../node_modules/@sanity/client/dist/_chunks-es/stegaEncodeSourceMap.js',
    isDynamicEntry: true,
  },
  '../content/hero.webp': { file: 'assets/hero.webp', src: '../content/hero.webp' },
}

const sizes = {
  'assets/index.js': 100_000,
  'assets/vendor.js': 20_000,
  'assets/tiny.js': 1_000,
  'assets/index.css': 3_000,
  'assets/content.js': 30_000,
  'assets/rsvp-page.js': 9_000,
  'assets/rsvp-page.css': 500,
  'assets/shared.js': 2_000,
  'assets/supabase.js': 55_000,
  'assets/studio-preview.js': 40_000,
  'assets/overlays.js': 150_000,
}

describe('the static graph of the entry', () => {
  it('follows static imports through every level and stops at cycles', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual(['index.html', '_vendor.js', '_tiny.js'])
  })

  it('does not follow dynamic imports', () => {
    expect(staticFiles(manifest, 'index.html')).toEqual({
      js: ['assets/index.js', 'assets/vendor.js', 'assets/tiny.js'],
      css: ['assets/index.css'],
    })
  })
})

describe('lazy files', () => {
  it('are every JavaScript and CSS file outside the entry graph, and never images', () => {
    expect(lazyFiles(manifest).sort()).toEqual([
      'assets/content.js',
      'assets/overlays.js',
      'assets/rsvp-page.css',
      'assets/rsvp-page.js',
      'assets/shared.js',
      'assets/stegaEncodeSourceMap.js',
      'assets/studio-preview.js',
      'assets/supabase.js',
    ])
  })

  it('are named after their source module, without the node_modules prefix', () => {
    const labels = labelsByFile(manifest)
    expect(labels['assets/supabase.js']).toBe('@supabase/supabase-js/dist/index.mjs')
    expect(labels['assets/rsvp-page.css']).toBe('src/rsvp-page.tsx (css)')
    expect(labels['assets/index.js']).toBe('entry (index.html)')
  })
})

describe('a first view', () => {
  it('counts the entry graph when the page loaded nothing lazily', () => {
    const view = accountView('/', manifest, sizes, ['assets/index.js', 'assets/vendor.js'])
    expect(view.staticJsGzip).toBe(121_000)
    expect(view.staticCssGzip).toBe(3_000)
    expect(view.lazyLoaded).toEqual([])
    expect(view.firstViewJsGzip).toBe(121_000)
  })

  it('adds the lazy chunks the page was seen loading, JavaScript and CSS apart', () => {
    const view = accountView('/rsvp', manifest, sizes, [
      'assets/index.js',
      'assets/content.js',
      'assets/rsvp-page.js',
      'assets/rsvp-page.css',
      'assets/rsvp-page.js',
      'assets/hero.webp',
    ])
    expect(view.lazyLoaded.map((file) => file.file)).toEqual([
      'assets/content.js',
      'assets/rsvp-page.js',
      'assets/rsvp-page.css',
    ])
    expect(view.firstViewJsGzip).toBe(121_000 + 30_000 + 9_000)
    expect(view.firstViewCssGzip).toBe(3_500)
  })
})

describe('the Studio preview code', () => {
  it('is what only the preview module reaches, and the stega encoder guests never run', () => {
    expect(previewOnlyFiles(manifest).sort()).toEqual([
      'assets/overlays.js',
      'assets/stegaEncodeSourceMap.js',
      'assets/studio-preview.js',
    ])
  })

  it('is counted when a view loads it, and is zero for a guest view', () => {
    const guest = accountView('/', manifest, sizes, ['assets/index.js', 'assets/shared.js'])
    expect(guest.previewCodeGzip).toBe(0)
    const preview = accountView('/', manifest, sizes, [
      'assets/index.js',
      'assets/studio-preview.js',
      'assets/overlays.js',
    ])
    expect(preview.previewCodeGzip).toBe(190_000)
  })

  it('is only the stega encoder in a build without the preview (the embedded defaults)', () => {
    const { [studioPreviewModule]: _preview, ...embedded } = manifest
    expect(previewOnlyFiles(embedded)).toEqual(['assets/stegaEncodeSourceMap.js'])
  })
})
