import { chromium, type Browser } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The project's Chromium flags, shared by Playwright, Lighthouse and the browser tests. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 preloads its address bar's two web-UI popups in a renderer of their own for
  // every window (each test's context is one): 27 % of the processor time of the browser tests
  // that drive it, and work that competes with the page measured; a phone's Chrome has neither.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]

export type Device = {
  viewport: { width: number; height: number }
  deviceScaleFactor: number
  isMobile: boolean
  hasTouch: boolean
}

export const devices = {
  // a 390 px wide phone (iPhone 12 to 15) draws 3 device pixels per CSS pixel, and images follow
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1366, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
} satisfies Record<string, Device>

export type DeviceName = keyof typeof devices

/**
 * Debian's Chromium (or another build of it at `executablePath`) through Playwright, with the
 * project's flags and `extraArgs`.
 */
export function launchChromium({
  executablePath = chromiumPath,
  extraArgs = [],
}: { executablePath?: string; extraArgs?: readonly string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    // Playwright passes its own headless switch
    args: [...chromiumFlags.filter((flag) => !flag.startsWith('--headless')), ...extraArgs],
  })
}
