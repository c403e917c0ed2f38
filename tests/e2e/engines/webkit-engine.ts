import { type ChildProcess, spawn } from 'node:child_process'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import { waitForServer } from '../support/site-server'
import { cuttableProxy } from './cuttable-proxy'
import type { Engine, EnginePage } from './engine'

const miniBrowser =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** The port WebKitWebDriver listens on, and the proxy's (E2E_PORT + 10, + 11). */
const basePort = Number(process.env.E2E_PORT ?? 4180)

/**
 * WebKitGTK (Debian's webkit2gtk-driver): WebKitWebDriver drives MiniBrowser in automation mode,
 * through selenium-webdriver's plain WebDriver client (`usingServer`: its driver manager never
 * runs). It needs a display (xvfb-run). It emulates no offline mode: the site is reached through
 * a proxy that is cut instead, as if the server stopped.
 */
export async function launchWebKit(siteUrl: string): Promise<Engine> {
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    throw new Error('WebKitGTK needs a display: run it under xvfb-run (npm run test:e2e does)')
  }
  const proxy = await cuttableProxy(new URL(siteUrl), basePort + 11)
  const driverPort = basePort + 10
  const driver: ChildProcess = spawn('WebKitWebDriver', [`--port=${driverPort}`], {
    stdio: 'ignore',
  })
  const driverUrl = `http://127.0.0.1:${driverPort}`
  await waitForServer(`${driverUrl}/status`, driver, 10_000)
  const sessions: WebDriver[] = []
  return {
    name: 'webkit',
    offline: 'server stopped',
    siteUrl: proxy.url,
    async newPage() {
      // WebKitWebDriver drives one session at a time: a page left open by a failed test goes
      await Promise.allSettled(sessions.splice(0).map((session) => session.quit()))
      const session = await new Builder()
        .usingServer(driverUrl)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowser,
            args: ['--automation', '--enable-mock-capture-devices=true'],
          },
        })
        .build()
      sessions.push(session)
      // a command that hangs fails with its name instead of the test's timeout
      await session.manage().setTimeouts({ script: 30_000, pageLoad: 60_000, implicit: 0 })
      // WebKitGTK's window is at least 447 px wide
      await session.manage().window().setRect({ width: 390, height: 844 })
      const element = (css: string) => session.findElement(By.css(css))
      const enginePage: EnginePage = {
        async goto(url) {
          await session.get(url)
          await enginePage.run(errorWatch)
        },
        async reload() {
          await session.navigate().refresh()
          await enginePage.run(errorWatch)
        },
        run: (body, ...args) => session.executeScript(body, ...args),
        async click(css) {
          const target = await element(css)
          // WebKitWebDriver does not scroll a button below the fold into view before clicking
          await session.executeScript('arguments[0].scrollIntoView({ block: "center" })', target)
          await target.click()
        },
        async type(css, text) {
          const input = await element(css)
          await input.click()
          await input.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE)
          await input.sendKeys(text)
        },
        async choose(css, label) {
          const options = await (await element(css)).findElements(By.css('option'))
          for (const option of options) {
            if ((await option.getText()).trim() === label) return option.click()
          }
          throw new Error(`No option «${label}» in ${css}`)
        },
        consoleErrors: () => enginePage.run<string[]>('return window.__engineErrors || []'),
        async close() {
          sessions.splice(sessions.indexOf(session), 1)
          await session.quit()
        },
      }
      return enginePage
    },
    goOffline: async () => proxy.cut(),
    goOnline: async () => proxy.restore(),
    async close() {
      await Promise.allSettled(sessions.map((session) => session.quit()))
      driver.kill()
      await proxy.close()
    },
  }
}

/**
 * WebKitWebDriver reports no console: the page's errors from the moment the driver gets it back
 * (uncaught errors, rejections and console.error), each document anew.
 */
const errorWatch = `
if (window.__engineErrors) return
window.__engineErrors = []
const record = (text) => window.__engineErrors.push(String(text))
addEventListener('error', (event) => record(event.message))
addEventListener('unhandledrejection', (event) => record(event.reason))
const original = console.error
console.error = (...args) => { record(args.join(' ')); original.apply(console, args) }
`
