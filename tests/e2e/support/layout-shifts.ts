import type { Page } from 'playwright-core'

export type Shift = { value: number; at: number; moved: string[] }

declare global {
  interface Window {
    __layoutShifts?: Shift[]
  }
}

/**
 * Records every layout shift the guest did not cause, from the first byte on; give it to
 * `page.addInitScript` and read what it saw with readShifts.
 */
export function recordShifts() {
  window.__layoutShifts = []
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.parentElement?.outerHTML.slice(0, 80) ?? '?'
    return node.outerHTML.slice(0, 80)
  }
  const at = (rect: DOMRect) => `(${rect.x}, ${rect.y})`
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: Array<{ node: Node | null; previousRect: DOMRect; currentRect: DOMRect }>
      }
    >) {
      if (entry.hadRecentInput) continue
      window.__layoutShifts?.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources.map(
          (source) =>
            `${describe(source.node)} from ${at(source.previousRect)} to ${at(source.currentRect)}`,
        ),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

export const readShifts = (page: Page) => page.evaluate(() => window.__layoutShifts ?? [])

/**
 * Resolves once the page has gone live and stays still: its fonts are in and no element, text or
 * attribute has changed for `quietMs` (the countdown's tick aside). The footer and the deferred
 * parts may go live a moment after the network is quiet.
 */
export function pageSettled(page: Page, quietMs = 500): Promise<void> {
  return page.evaluate(async (quiet) => {
    await document.fonts.ready
    await new Promise<void>((resolve) => {
      let changedAt = performance.now()
      const observer = new MutationObserver((records) => {
        if (records.some((record) => !record.target.parentElement?.closest('.countdown-units'))) {
          changedAt = performance.now()
        }
      })
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      })
      const check = () => {
        if (performance.now() - changedAt < quiet) return requestAnimationFrame(check)
        observer.disconnect()
        resolve()
      }
      requestAnimationFrame(check)
    })
  }, quietMs)
}
