import type { Plugin } from 'vite'

/**
 * Preloads the web fonts the first screen paints with. The app renders after its JavaScript,
 * so without this the fonts start downloading late and the hero text reflows when they swap in.
 */
export function fontPreload(fontFiles: RegExp): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => fontFiles.test(file))
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
