import { type ChildProcess, spawn } from 'node:child_process'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import { waitForServer } from '../support/site-server'
import { cuttableProxy } from './cuttable-proxy'
import type { Engine, EnginePage } from './engine'

const miniBrowser =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** The proxy's port (E2E_PORT + 11) and WebKitWebDriver's (E2E_PORT + 12 to + 18, in turn). */
const basePort = Number(process.env.E2E_PORT ?? 4180)

/** `work`, or an error naming `what` after `ms`: a driver that hangs fails the step, not the run. */
async function within<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`WebKit: ${what} took over ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** A WebKitWebDriver of its own for one page; its stop ends it and its MiniBrowser (one group). */
async function startDriver(port: number) {
  const driver: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  await waitForServer(`${url}/status`, driver, 10_000)
  return {
    url,
    stop() {
      try {
        if (driver.pid) process.kill(-driver.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    },
  }
}

/**
 * WebKitGTK (Debian's webkit2gtk-driver): WebKitWebDriver drives MiniBrowser in automation mode,
 * through selenium-webdriver's plain WebDriver client (`usingServer`: its driver manager never
 * runs). It needs a display (xvfb-run). It emulates no offline mode: the site is reached through
 * a proxy that is cut instead, as if the server stopped. WebKitWebDriver drives one session at a
 * time and may hang on ending one, so each page has a driver of its own, ended with it.
 */
export async function launchWebKit(siteUrl: string): Promise<Engine> {
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    throw new Error('WebKitGTK needs a display: run it under xvfb-run (npm run test:e2e does)')
  }
  const proxy = await cuttableProxy(new URL(siteUrl), basePort + 11)
  const open = new Set<() => Promise<void>>()
  let pages = 0
  return {
    name: 'webkit',
    offline: 'server stopped',
    siteUrl: proxy.url,
    async newPage() {
      // a page left open by a failed test goes first
      await Promise.allSettled([...open].map((close) => close()))
      const driver = await startDriver(basePort + 12 + (pages++ % 7))
      let session: WebDriver
      try {
        session = await within(
          'starting MiniBrowser',
          60_000,
          new Builder()
            .usingServer(driver.url)
            .withCapabilities({
              browserName: 'MiniBrowser',
              'webkitgtk:browserOptions': {
                binary: miniBrowser,
                args: ['--automation', '--enable-mock-capture-devices=true'],
              },
            })
            .build(),
        )
      } catch (error) {
        driver.stop()
        throw error
      }
      const close = async () => {
        open.delete(close)
        await within('ending the session', 5_000, session.quit()).catch(() => undefined)
        driver.stop()
      }
      open.add(close)
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
        close,
      }
      return enginePage
    },
    goOffline: async () => proxy.cut(),
    goOnline: async () => proxy.restore(),
    async close() {
      await Promise.allSettled([...open].map((close) => close()))
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
