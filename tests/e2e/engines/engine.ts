/**
 * What the engine-neutral flows (flows.engine.ts) ask of a browser: one page, real clicks and
 * keys, a script run in the page, and a way to lose the signal. Each engine's adapter is a thin
 * layer over its own driver: playwright-core for Chromium (CDP) and Firefox ESR (WebDriver BiDi),
 * selenium-webdriver with WebKitWebDriver for WebKitGTK.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit'

export const engineNames: readonly EngineName[] = ['chromium', 'firefox', 'webkit']

export interface EnginePage {
  goto(url: string): Promise<void>
  reload(): Promise<void>
  /** Runs `body` (a function's body: its arguments are `arguments[0]`…) in the page. */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** A real click (the driver's own input events) on the element `css` finds. */
  click(css: string): Promise<void>
  /** Empties the field `css` finds with the keyboard, then types `text` key by key. */
  type(css: string, text: string): Promise<void>
  /** Chooses the option labelled `label` of the `<select>` `css` finds, as a person does. */
  choose(css: string, label: string): Promise<void>
  /** The console's errors and the page's uncaught errors since the page opened. */
  consoleErrors(): Promise<string[]>
  close(): Promise<void>
}

export interface Engine {
  readonly name: EngineName
  /** How this engine loses the signal: the browser offline, or the site's server unreachable. */
  readonly offline: 'browser' | 'server stopped'
  /** A phone-sized page (390 px wide where the engine allows, 447 px in WebKitGTK). */
  newPage(): Promise<EnginePage>
  /** No signal for `page` until `online` (Chromium also empties its HTTP cache first). */
  goOffline(page: EnginePage): Promise<void>
  goOnline(page: EnginePage): Promise<void>
  /** The address the browser reaches the site at (WebKit's goes through a proxy it can cut). */
  readonly siteUrl: string
  close(): Promise<void>
}

/**
 * The engines a run drives, in order: `npm run test:e2e -- --engine <name>[,<name>…]` sets
 * E2E_ENGINE (several share one server: CI runs `--engine firefox,webkit`).
 */
export function enginesOfThisRun(): EngineName[] {
  const names = (process.env.E2E_ENGINE ?? '').split(',').filter(Boolean)
  const unknown = names.filter((name) => !(engineNames as readonly string[]).includes(name))
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `E2E_ENGINE must name ${engineNames.join(', ')} (got ${process.env.E2E_ENGINE ?? 'none'})`,
    )
  }
  return names as EngineName[]
}

export async function launchEngine(name: EngineName, siteUrl: string): Promise<Engine> {
  if (name === 'webkit') return (await import('./webkit-engine')).launchWebKit(siteUrl)
  return (await import('./playwright-engine')).launchPlaywright(name, siteUrl)
}
