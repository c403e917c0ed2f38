import type { EnginePage } from './engine'
import { findScript, type Query, sendQueries, textScript } from './in-page'

/** How long a person waits for what they expect before the flow fails. */
const patienceMs = 30_000

/**
 * A person at the page: waits for what they expect to see, then taps or types into it. The same
 * in every engine; what differs is only the adapter's click and keys.
 */
export function personAt(page: EnginePage) {
  async function waitFor<T>(what: string, look: () => Promise<T | null>): Promise<T> {
    const until = Date.now() + patienceMs
    let last: unknown
    for (;;) {
      try {
        const found = await look()
        if (found !== null) return found
      } catch (error) {
        // a page between two documents answers no script: look again
        last = error
      }
      if (Date.now() > until) {
        // what the person saw instead, to tell a page that differs from one that never came
        const shown = await page
          .run<string>('return document.body.innerText.replace(/\\s+/g, " ").slice(0, 600)')
          .catch(() => '(no page)')
        throw new Error(
          `Never saw ${what}${last ? ` (${String(last)})` : ''}; the page showed: ${shown}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const describe = (queries: Query[]) =>
    queries.map((query) => `${query.role} «${String(query.name)}»`).join(' in ')
  /** The element (scopes first, the element last), once it is on the screen: its selector. */
  const see = (...queries: Query[]) =>
    waitFor(describe(queries), () => page.run<string | null>(findScript, sendQueries(queries)))
  return {
    page,
    see,
    /** Whether the element is on the screen now (no waiting). */
    async showsNow(...queries: Query[]) {
      return (await page.run<string | null>(findScript, sendQueries(queries))) !== null
    },
    async tap(...queries: Query[]) {
      await page.click(await see(...queries))
    },
    async typeInto(text: string, ...queries: Query[]) {
      await page.type(await see(...queries), text)
    },
    async choose(label: string, ...queries: Query[]) {
      await page.choose(await see(...queries), label)
    },
    /** The text of the first element `css` finds, once it matches `expected`. */
    async textOf(css: string, expected: RegExp) {
      return waitFor(`${css} reading ${String(expected)}`, async () => {
        const text = await page.run<string | null>(textScript, css)
        return text !== null && expected.test(text) ? text : null
      })
    },
    /** Waits until the page's own script says yes. */
    async until(what: string, body: string, ...args: unknown[]) {
      await waitFor(what, async () => ((await page.run<boolean>(body, ...args)) ? true : null))
    },
  }
}

export type Person = ReturnType<typeof personAt>

export const button = (name: Query['name']): Query => ({ role: 'button', name })
export const field = (name: Query['name']): Query => ({ role: 'field', name })
export const text = (name: Query['name']): Query => ({ role: 'text', name })
export const heading = (name: Query['name']): Query => ({ role: 'heading', name })
export const region = (name: Query['name']): Query => ({ role: 'region', name })
export const group = (name: Query['name']): Query => ({ role: 'group', name })
export const css = (selector: string): Query => ({ role: 'css', name: selector })
