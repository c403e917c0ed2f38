import { existsSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fallbackSystems, type LetterCase } from '../../tooling/fonts/fallback-face'
import { fallbackFamilyName, webFontFaces, type FontFace } from '../../tooling/fonts/web-fonts'
import { systemFontFiles } from '../support/system-fonts'
import { launchChromium, viewports } from './support/browser'
import { siteUrl } from './support/site-url'

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
  page = await browser.newPage({ viewport: viewports.phone })
  await page.goto(`${siteUrl()}/`)
  // The web fonts' rules go live at the first paint; a tap stands in for it in any case.
  await page.mouse.click(1, 1)
  await page.waitForFunction(
    () => document.getElementById('web-fonts')?.getAttribute('media') === 'all',
  )
})

afterAll(async () => {
  await browser?.close()
})

const prose =
  'Después de años de caminar juntos, hemos decidido unir nuestras vidas para siempre. ¿Nos acompañas?'
const uppercase = 'SÁBADO, 1 DE NOVIEMBRE DE 2025 · CONFIRMA TU ASISTENCIA'

const sample: Record<LetterCase, string> = { text: prose, caps: uppercase }

type Box = { width: number; height: number; font: string }

/**
 * The line the text takes in one family alone (monospace behind it shows a face that did not
 * load), with the height `line-height: normal` gives, which the ascent and descent overrides set.
 */
function measure(face: FontFace, text: string, family: string): Promise<Box> {
  const { weight, style } = face
  return page.evaluate(
    async ({ weight, style, text, family }) => {
      const font = `${style} ${weight} 20px "${family}"`
      await document.fonts.load(font, text)
      const line = document.createElement('span')
      line.textContent = text
      line.style.cssText = `font: ${font}, monospace; line-height: normal; white-space: nowrap; position: absolute; left: 0; top: 0`
      document.body.append(line)
      const { width, height } = line.getBoundingClientRect()
      line.remove()
      const loaded = [...document.fonts].some(
        (candidate) =>
          candidate.family.replaceAll('"', '') === family &&
          candidate.style === style &&
          candidate.weight === String(weight) &&
          candidate.status === 'loaded',
      )
      return { width, height, font: loaded ? family : 'not loaded' }
    },
    { weight, style, text, family },
  )
}

// The fallback faces' local() names find here what a phone finds of its own
// (tests/support/system-fonts.ts). CI installs the Android fonts; a machine without them skips
// their checks, and CI would fail them.
const installed = (system: keyof typeof systemFontFiles) =>
  Boolean(process.env.CI) || existsSync(systemFontFiles[system].serif.normal)

describe('the local fallbacks of each web font', () => {
  for (const face of webFontFaces) {
    for (const letterCase of ['text', 'caps'] as const) {
      const text = sample[letterCase]
      const name = `${face.family.name} ${face.weight} ${face.style}${letterCase === 'caps' ? ', uppercase' : ''}`
      for (const system of fallbackSystems) {
        const fallback = fallbackFamilyName(face.family, letterCase, system)
        it.skipIf(!installed(system))(`take the room of ${name} in «${fallback}»`, async () => {
          const web = await measure(face, text, face.family.name)
          const local = await measure(face, text, fallback)
          expect(web.font).toBe(face.family.name)
          expect(local.font).toBe(fallback)
          // Lines as tall, so nothing below moves; as long within a few per cent, so they wrap alike.
          expect(Math.abs(local.height - web.height)).toBeLessThanOrEqual(1)
          expect(local.width / web.width).toBeGreaterThan(0.95)
          expect(local.width / web.width).toBeLessThan(1.05)
        })
      }
    }
  }
})
