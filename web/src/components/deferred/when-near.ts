type Gate = Promise<void> & { status?: 'pending' | 'fulfilled' }

const open: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const })
const gates = new Map<string, { gate: Gate; element: Element | null }>()

export const deferredSelector = (name: string) => `[data-deferred="${name}"]`

const openers = new Map<string, () => void>()

function nearViewport(name: string, element: Element): Gate {
  const gate: Gate = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openGate()
      },
      { rootMargin: '50% 0px' },
    )
    function openGate() {
      observer.disconnect()
      openers.delete(name)
      gate.status = 'fulfilled'
      resolve()
    }
    openers.set(name, openGate)
    observer.observe(element)
  })
  gate.status = 'pending'
  return gate
}

/** Opens the gate of `name` now: the guest reached for the part before it came near. */
export function openNow(name: string): void {
  openers.get(name)?.()
}

/**
 * Resolves when the prerendered part named `name` comes within half a screen of the viewport.
 * A part the server did not render (the page was reached by in-app navigation) opens at once,
 * and so does one whose prerendered HTML is gone because the guest left the page.
 */
export function whenNear(name: string): Gate {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return open
  const known = gates.get(name)
  if (known && (known.gate.status === 'fulfilled' || known.element?.isConnected)) return known.gate
  const element = known ? null : document.querySelector(deferredSelector(name))
  const gate = element ? nearViewport(name, element) : open
  gates.set(name, { gate, element })
  return gate
}
