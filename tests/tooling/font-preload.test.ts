import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite'
import { describe, expect, it } from 'vitest'
import { fontPreload } from '../../tooling/font-preload-plugin'

function preloadTags(files: string[]) {
  const hook = fontPreload(/cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/)
    .transformIndexHtml as {
    handler: IndexHtmlTransformHook
  }
  const bundle = Object.fromEntries(files.map((file) => [file, {}]))
  const context = { bundle } as unknown as IndexHtmlTransformContext
  return hook.handler.call({} as never, '<html></html>', context)
}

describe('the font preload plugin', () => {
  it('preloads only the woff2 files the first screen needs', () => {
    expect(
      preloadTags([
        'assets/cormorant-garamond-latin-600-normal-Co1r35X9.woff2',
        'assets/cormorant-garamond-latin-600-normal-2CBVLo0M.woff',
        'assets/montserrat-latin-600-normal-abc.woff2',
        'assets/index-abc.js',
      ]),
    ).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: '/assets/cormorant-garamond-latin-600-normal-Co1r35X9.woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ])
  })
})
