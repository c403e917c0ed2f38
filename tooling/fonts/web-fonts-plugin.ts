import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { webFontsCss } from './web-fonts-css.ts'

const moduleId = 'virtual:web-fonts.css'

/**
 * `import 'virtual:web-fonts.css'` gives the site's @font-face rules, generated from @fontsource
 * (see web-fonts-css.ts) into a CSS file in the cache that Vite then bundles like any other.
 */
export function webFonts(modulesDir: string): Plugin {
  const cacheDir = path.join(modulesDir, '.cache/web-fonts')
  const cssFile = path.join(cacheDir, 'web-fonts.css')
  let written: Promise<void> | undefined
  const write = async () => {
    const css = await webFontsCss(modulesDir, cacheDir)
    await mkdir(cacheDir, { recursive: true })
    const current = await readFile(cssFile, 'utf8').catch(() => undefined)
    if (current !== css) await writeFile(cssFile, css)
  }
  return {
    name: 'web-fonts',
    async resolveId(id) {
      if (id !== moduleId) return undefined
      written ??= write()
      await written
      return cssFile
    },
  }
}
