import type { Browser, CDPSession, Page } from 'playwright-core'
import { devices } from './chromium'
import { emulateSlowPhone, whenSeen, withTimeout } from './guest-arrival'

/** A guest who comes, from opening the personal link to the saved answer (issue 44). */
export type TaskRun = {
  /** ms from navigation until the family's name is painted */
  nameMs: number
  /** ms until the guest's choice of the number of people is taken (the last try before it held) */
  tapMs: number
  /** ms until the first character typed into the first person's name is in the box */
  typedMs: number
  /** ms until the saved answer is on screen */
  savedMs: number
  /** JavaScript over the wire requested before the answer was saved, encoded bytes */
  scriptBytes: number
}

/** The runs, each on its own invitation (the address's number). */
export type GuestTask = { invitations: string[]; runs: TaskRun[] }

type Moment = 'name' | 'typed' | 'saved'
const seenBinding = '__taskSeen'

/**
 * Watches the page from its first byte: the family's name painted, each choice of the number of
 * people, the first character in a person's name, and the saved answer's badge. It tells the
 * bench through a binding, as the arrival's watcher does.
 */
const watchTask = (binding: string) => {
  const task = { name: 0, chosen: 0, typed: 0, saved: 0 }
  Object.assign(window, { __task: task })
  const seen = (what: string) =>
    (window as unknown as Record<string, (what: string) => void>)[binding]?.(what)
  const painted = (what: 'name' | 'saved') =>
    requestAnimationFrame(() => {
      task[what] ||= performance.now()
      seen(what)
    })
  const check = () => {
    const name = document.querySelector('.invitation-card__name')
    if (!task.name && name?.textContent?.trim() && !name.closest('[hidden]')) painted('name')
    if (!task.saved && document.querySelector('.answer-badge--attending')) painted('saved')
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  addEventListener(
    'change',
    (event) => {
      if ((event.target as Element).matches?.('select[name="tickets"]'))
        task.chosen = performance.now()
    },
    true,
  )
  addEventListener(
    'input',
    (event) => {
      const box = event.target as HTMLInputElement
      if (!task.typed && box.closest?.('.answer-person') && box.value) {
        task.typed = performance.now()
        seen('typed')
      }
    },
    true,
  )
}

type Task = { name: number; chosen: number; typed: number; saved: number }

const readTask = (page: Page) => page.evaluate(() => (window as unknown as { __task: Task }).__task)

const seatsChosen = '2'
const firstName = 'input[autocomplete="name"]'

/** Where an element is on screen once the guest scrolled to it, or null while it is not there. */
function centreOf(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector)
    element?.scrollIntoView({ block: 'center' })
    const box = element?.getBoundingClientRect()
    return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null
  }, selector)
}

/**
 * Chooses two people, again whenever the page shows no choice, until the first person's name box
 * is there: a tap on the list (which is when the form fetches what comes next), then the option.
 */
async function chooseSeats(page: Page, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await page.$(firstName)) return
    const list = await centreOf(page, 'select[name="tickets"]')
    const value = await page
      .$eval('select[name="tickets"]', (s: HTMLSelectElement) => s.value)
      .catch(() => null)
    if (list && value !== seatsChosen) {
      await page.mouse.click(list.x, list.y)
      await page
        .selectOption('select[name="tickets"]', seatsChosen, { timeout: 1000 })
        .catch(() => undefined)
    }
    await page.waitForTimeout(25)
  }
  throw new Error(`${page.url()}: no name box within ${timeoutMs} ms of choosing the people`)
}

async function typeName(page: Page, selector: string, name: string): Promise<void> {
  const box = await centreOf(page, selector)
  if (!box) throw new Error(`${page.url()}: no ${selector}`)
  await page.mouse.click(box.x, box.y)
  await page.keyboard.type(name)
}

/** Counts the JavaScript the page requests until it is closed. */
function countScripts(cdp: CDPSession) {
  let open = true
  const requested = new Set<string>()
  const scripts = new Set<string>()
  let bytes = 0
  cdp.on('Network.requestWillBeSent', (event) => {
    if (open) requested.add(event.requestId)
  })
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' && requested.has(event.requestId)) scripts.add(event.requestId)
  })
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength
  })
  return {
    close: () => (open = false),
    bytes: () => bytes,
  }
}

/** One guest who comes, cold, on a slow phone: two people, their names, and Enviar. */
export async function measureTask(browser: Browser, url: string): Promise<TaskRun> {
  const context = await browser.newContext(devices.phone)
  try {
    const page = await context.newPage()
    const seen = { name: whenSeen(), typed: whenSeen(), saved: whenSeen() }
    const cdp = await context.newCDPSession(page)
    const scripts = countScripts(cdp)
    await page.exposeFunction(seenBinding, (what: Moment) => {
      // what is asked after the saved answer is on screen is not part of the task
      if (what === 'saved') scripts.close()
      seen[what].resolve()
    })
    // tsx names inner functions with its __name helper, which the page does not have
    await page.addInitScript({
      content: `var __name=(f)=>f;(${watchTask.toString()})(${JSON.stringify(seenBinding)})`,
    })
    await emulateSlowPhone(cdp)
    await page.goto(url, { waitUntil: 'commit' })
    await withTimeout(seen.name.promise, 30_000, `${url}: no family name within 30 s`)
    await chooseSeats(page, 30_000)
    await typeName(page, firstName, 'Ana García')
    await withTimeout(seen.typed.promise, 30_000, `${url}: a typed name never showed`)
    await typeName(page, '.answer-person:nth-of-type(2) input', 'Luis García')
    const send = await centreOf(page, '.response-form button[type="submit"]')
    if (!send) throw new Error(`${url}: no Enviar button`)
    await page.mouse.click(send.x, send.y)
    await withTimeout(seen.saved.promise, 30_000, `${url}: the answer was not saved within 30 s`)
    await page.waitForLoadState('networkidle')
    const { name, chosen, typed, saved } = await readTask(page)
    return {
      nameMs: Math.round(name),
      tapMs: Math.round(chosen),
      typedMs: Math.round(typed),
      savedMs: Math.round(saved),
      scriptBytes: scripts.bytes(),
    }
  } finally {
    await context.close()
  }
}

/**
 * Each run answers its own unanswered invitation (the demo data's 005, 007, 008…, all of two or
 * more tickets), since a saved answer changes what the next guest of that number would see.
 */
export const taskInvitations = ['005', '007', '008', '010', '012', '016']

/** The whole task on `runs` invitations, one after the other; runs after all else reads them. */
export async function measureGuestTasks(
  browser: Browser,
  baseUrl: string,
  runs: number,
): Promise<GuestTask> {
  const invitations = taskInvitations.slice(0, runs)
  const measured: TaskRun[] = []
  for (const key of invitations) {
    measured.push(await measureTask(browser, `${baseUrl}/rsvp?invitation=${key}`))
  }
  return { invitations, runs: measured }
}
