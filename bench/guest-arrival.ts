import type { Browser, CDPSession, Page } from 'playwright-core'
import { devices } from './chromium'

/** Lighthouse's mobile conditions, as issue 32 measured them: slow 4G and a 4× slower CPU. */
export const slowPhone = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
}

/** Puts a page on the slow phone, with an empty cache, as a guest's first visit from a link. */
export async function emulateSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.downloadBitsPerSecond / 8,
    uploadThroughput: slowPhone.uploadBitsPerSecond / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown })
}

export type ArrivalRun = {
  /** ms from navigation until the family's name is painted */
  nameMs: number
  /** ms until a tap on the form (or on «Modificar») takes effect */
  liveMs: number
  /** JavaScript over the wire for what the guest sees before touching it, encoded bytes */
  scriptBytes: number
  /** layout shift before the guest's first tap */
  cls: number
}

export type GuestArrival = { path: string; runs: ArrivalRun[] }

const seenBinding = '__arrivalSeen'

/**
 * Watches the page from its first byte: when the family's name is painted (the frame after it is
 * shown), when there is something to tap, each tap, what the form does with it, and every layout
 * shift. It tells the bench through a binding instead of being asked again and again, which would
 * take the slowed phone's time.
 */
const watchArrival = (binding: string) => {
  const arrival = { name: 0, live: 0, cls: 0, clsBeforeTap: -1, lastTap: 0, target: false }
  Object.assign(window, { __arrival: arrival })
  const seen = (what: string) =>
    (window as unknown as Record<string, (what: string) => void>)[binding]?.(what)
  const check = () => {
    const name = document.querySelector('.invitation-card__name')
    if (!arrival.name && name?.textContent?.trim() && !name.closest('[hidden]')) {
      requestAnimationFrame(() => {
        arrival.name ||= performance.now()
        seen('name')
      })
    }
    if (
      !arrival.target &&
      document.querySelector('input[type="radio"][value="no"], .modify-button')
    ) {
      arrival.target = true
      seen('target')
    }
    // the page's own form (before the app runs) hides the number of people, the app's removes it
    const declined =
      document.querySelector('input[type="radio"][value="no"]:checked') &&
      ![...document.querySelectorAll('select[name="tickets"]')].some(
        (select) => (select as HTMLElement).offsetParent !== null,
      )
    const modifying = document.querySelector('.preparing-edit')
    if (arrival.lastTap && !arrival.live && (declined || modifying)) {
      arrival.live = arrival.lastTap
    }
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  const tap = () => {
    if (arrival.clsBeforeTap < 0) arrival.clsBeforeTap = arrival.cls
    arrival.lastTap = performance.now()
  }
  addEventListener('pointerdown', tap, true)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]) {
      if (!entry.hadRecentInput) arrival.cls += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

type Arrival = { name: number; live: number; clsBeforeTap: number }

const readArrival = (page: Page) =>
  page.evaluate(() => (window as unknown as { __arrival: Arrival }).__arrival)

/**
 * Taps what the guest would tap first, again and again until the page reacts: «No podré asistir»
 * (the number of people goes away) or, on an answered invitation, «Modificar».
 */
async function tapUntilLive(page: Page, timeoutMs: number, onTap: () => void): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const target = await page.evaluate(() => {
      const decline = document.querySelector('input[type="radio"][value="no"]')
      const element = decline?.closest('label') ?? document.querySelector('.modify-button')
      // the guest scrolls to it first
      element?.scrollIntoView({ block: 'center' })
      const box = element?.getBoundingClientRect()
      return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null
    })
    if (target) {
      onTap()
      await page.mouse.click(target.x, target.y)
      if ((await readArrival(page)).live) return
    }
    await page.waitForTimeout(25)
  }
  throw new Error(`${page.url()}: the form did not answer a tap within ${timeoutMs} ms`)
}

export function whenSeen() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

export async function withTimeout(
  promise: Promise<void>,
  ms: number,
  message: string,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  try {
    await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** One cold arrival on a slow phone, from a guest's personal link. */
export async function measureArrival(browser: Browser, url: string): Promise<ArrivalRun> {
  const context = await browser.newContext(devices.phone)
  try {
    const page = await context.newPage()
    const seen = { name: whenSeen(), target: whenSeen() }
    await page.exposeFunction(seenBinding, (what: 'name' | 'target') => seen[what].resolve())
    // tsx names inner functions with its __name helper, which the page does not have
    await page.addInitScript({
      content: `var __name=(f)=>f;(${watchArrival.toString()})(${JSON.stringify(seenBinding)})`,
    })
    const cdp = await context.newCDPSession(page)
    // what loads once the guest touches the form (supabase-js, the people's fields) is on demand
    let tapped = false
    let scriptBytes = 0
    const beforeTap = new Set<string>()
    const scripts = new Set<string>()
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!tapped) beforeTap.add(event.requestId)
    })
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script' && beforeTap.has(event.requestId)) scripts.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength
    })
    await emulateSlowPhone(cdp)
    await page.goto(url, { waitUntil: 'commit' })
    await withTimeout(seen.name.promise, 30_000, `${url}: no family name within 30 s`)
    // what to tap comes with the app's card; the name may come first, from the page itself
    await withTimeout(seen.target.promise, 30_000, `${url}: nothing to tap within 30 s`)
    await tapUntilLive(page, 30_000, () => (tapped = true))
    await page.waitForLoadState('networkidle')
    const { name, live, clsBeforeTap } = await readArrival(page)
    return { nameMs: Math.round(name), liveMs: Math.round(live), scriptBytes, cls: clsBeforeTap }
  } finally {
    await context.close()
  }
}

/** Cold arrivals on each address, one after the other. */
export async function measureGuestArrivals(
  browser: Browser,
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<GuestArrival[]> {
  const arrivals: GuestArrival[] = []
  for (const path of paths) {
    const measured: ArrivalRun[] = []
    for (let run = 0; run < runs; run++)
      measured.push(await measureArrival(browser, baseUrl + path))
    arrivals.push({ path, runs: measured })
  }
  return arrivals
}
