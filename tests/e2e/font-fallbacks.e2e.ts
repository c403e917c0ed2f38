import { existsSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, viewports } from './support/browser'

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: viewports.phone })
  await page.goto(`${inject('baseUrl')}/`)
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

/** Each face the site uses, by the stack it is set in (web/src/app/styles/base.css). */
const faces = [
  { family: 'Cormorant Garamond', weight: 500, style: 'normal', text: prose },
  { family: 'Cormorant Garamond', weight: 500, style: 'italic', text: prose },
  { family: 'Cormorant Garamond', weight: 600, style: 'normal', text: prose },
  { family: 'Montserrat', weight: 400, style: 'normal', text: prose },
  { family: 'Montserrat', weight: 600, style: 'normal', text: prose },
  { family: 'Montserrat', weight: 400, style: 'normal', text: uppercase, caps: true },
] as const

type Box = { width: number; height: number; font: string }

/**
 * The line the text takes in one family alone (monospace behind it shows a face that did not
 * load), with the height `line-height: normal` gives, which the ascent and descent overrides set.
 */
function measure(face: (typeof faces)[number], family: string): Promise<Box> {
  return page.evaluate(
    async ({ face, family }) => {
      const font = `${face.style} ${face.weight} 20px "${family}"`
      await document.fonts.load(font, face.text)
      const line = document.createElement('span')
      line.textContent = face.text
      line.style.cssText = `font: ${font}, monospace; line-height: normal; white-space: nowrap; position: absolute; left: 0; top: 0`
      document.body.append(line)
      const { width, height } = line.getBoundingClientRect()
      line.remove()
      const loaded = [...document.fonts].some(
        (candidate) =>
          candidate.family.replaceAll('"', '') === family &&
          candidate.style === face.style &&
          candidate.weight === String(face.weight) &&
          candidate.status === 'loaded',
      )
      return { width, height, font: loaded ? family : 'not loaded' }
    },
    { face, family },
  )
}

// Debian's fonts-liberation (Times New Roman's and Arial's metrics, a dependency of its chromium)
// and fonts-noto-core and fonts-roboto-unhinted (Android's Noto Serif and Roboto) are what the
// fallback faces' local() names find here, as a phone finds its own. CI installs the Android
// ones; a machine without them skips their checks, and CI would fail them.
const androidFonts = [
  '/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf',
  '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf',
]
const hasAndroidFonts = Boolean(process.env.CI) || androidFonts.every((file) => existsSync(file))

describe('the local fallbacks of each web font', () => {
  for (const face of faces) {
    const name = `${face.family} ${face.weight} ${face.style}${'caps' in face ? ', uppercase' : ''}`
    for (const system of ['', 'Android ']) {
      const fallback = `${face.family} ${system}${'caps' in face ? 'Caps ' : ''}Fallback`
      const installed = system === '' || hasAndroidFonts
      it.skipIf(!installed)(`take the room of ${name} in «${fallback}»`, async () => {
        const web = await measure(face, face.family)
        const local = await measure(face, fallback)
        expect(web.font).toBe(face.family)
        expect(local.font).toBe(fallback)
        // Lines as tall, so nothing below moves; as long within a few per cent, so they wrap alike.
        expect(Math.abs(local.height - web.height)).toBeLessThanOrEqual(1)
        expect(local.width / web.width).toBeGreaterThan(0.95)
        expect(local.width / web.width).toBeLessThan(1.05)
      })
    }
  }
})
