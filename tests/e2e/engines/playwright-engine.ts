import type { Browser, BrowserContext, Page } from 'playwright-core'
import { firefox } from 'playwright-core-firefox'
import { launchChromium } from '../support/browser'
import type { Engine, EnginePage } from './engine'

/**
 * Chromium (Debian's, over CDP, as the rest of the browser tests) and Firefox ESR (Debian's, over
 * WebDriver BiDi with playwright-core 1.64.1: 1.65 sends a command this ESR does not know).
 */
export async function launchPlaywright(
  name: 'chromium' | 'firefox',
  siteUrl: string,
): Promise<Engine> {
  const browser: Browser =
    name === 'chromium'
      ? await launchChromium([
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
        ])
      : ((await firefox.launch({
          channel: 'moz-firefox',
          executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
          headless: true,
          // scrollbars over the page, as on a phone: the layout keeps its 390 px
          firefoxUserPrefs: {
            'ui.useOverlayScrollbars': 1,
            // a camera that answers with a picture of its own, and no permission prompt
            'media.navigator.streams.fake': true,
            'media.navigator.permission.disabled': true,
          },
        })) as unknown as Browser)
  const contexts = new Map<EnginePage, { context: BrowserContext; page: Page }>()
  return {
    name,
    offline: 'browser',
    siteUrl,
    async newPage() {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
      })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const enginePage: EnginePage = {
        goto: async (url) => void (await page.goto(url)),
        reload: async () => void (await page.reload()),
        run: (body, ...args) =>
          page.evaluate(
            ([source, values]) => new Function(source as string)(...(values as unknown[])),
            [body, args] as const,
          ),
        click: (css) => page.locator(css).click(),
        async type(css, text) {
          const input = page.locator(css)
          await input.click()
          await input.press('ControlOrMeta+a')
          await input.press('Backspace')
          await input.pressSequentially(text)
        },
        choose: async (css, label) => void (await page.locator(css).selectOption({ label })),
        consoleErrors: async () => [...errors],
        close: () => context.close(),
      }
      contexts.set(enginePage, { context, page })
      return enginePage
    },
    async goOffline(enginePage) {
      const held = contexts.get(enginePage)
      if (!held) throw new Error('Not a page of this engine')
      if (name === 'chromium') {
        // a phone evicts its HTTP cache: the page must come from the door's worker alone
        const cdp = await held.context.newCDPSession(held.page)
        await cdp.send('Network.clearBrowserCache')
        await cdp.detach()
      }
      await held.context.setOffline(true)
    },
    async goOnline(enginePage) {
      await contexts.get(enginePage)?.context.setOffline(false)
    },
    close: () => browser.close(),
  }
}
