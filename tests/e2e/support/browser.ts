import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'

export const screenshotDir = path.resolve('screenshots')

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // Chromium refuses some ports (4190 is one); the test server's own port must always work.
      ...(process.env.E2E_PORT ? [`--explicitly-allowed-ports=${process.env.E2E_PORT}`] : []),
    ],
  })
}

export type PageProblems = { consoleErrors: string[]; failedRequests: string[] }

/** Records what a guest would never see but we must: console errors and failed requests. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] }
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message))
  page.on('requestfailed', (request) =>
    problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.failedRequests.push(`${response.status()} ${response.url()}`)
  })
  return problems
}

export async function saveScreenshot(page: Page, name: string) {
  await mkdir(screenshotDir, { recursive: true })
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}
