import { chromium, type Browser } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The project's Chromium flags, shared by Playwright and Lighthouse. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // Playwright passes its own headless switch
    args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')),
  })
}
