type Gate = Promise<void> & { status?: 'pending' | 'fulfilled' }

const open: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const })
const gates = new Map<string, { gate: Gate; element: Element | null }>()

export const deferredSelector = (name: string) => `[data-deferred="${name}"]`

const openers = new Map<string, () => void>()
/** Parts asked to open before their gate existed (the page's effects run before they hydrate). */
const openedEarly = new Set<string>()

const firstMoves = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const

let guestMoved: Promise<void> | undefined

/**
 * Resolves on the guest's first scroll or input. Until then only the first screen is in view,
 * and its own code is all the page needs.
 */
function whenGuestMoves(): Promise<void> {
  guestMoved ??= new Promise<void>((resolve) => {
    if (window.scrollY > 0) return resolve()
    const moved = () => {
      for (const type of firstMoves) window.removeEventListener(type, moved, true)
      resolve()
    }
    for (const type of firstMoves) {
      window.addEventListener(type, moved, { capture: true, passive: true })
    }
  })
  return guestMoved
}

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
    void whenGuestMoves().then(() => observer.observe(element))
  })
  gate.status = 'pending'
  return gate
}

/** Opens the gate of `name` now: the guest reached for the part before it came near. */
export function openNow(name: string): void {
  const opener = openers.get(name)
  if (opener) opener()
  else openedEarly.add(name)
}

/**
 * Resolves when the prerendered part named `name` comes within half a screen of the viewport,
 * once the guest has started to move around the page.
 * A part the server did not render (the page was reached by in-app navigation) opens at once,
 * and so does one whose prerendered HTML is gone because the guest left the page.
 */
export function whenNear(name: string): Gate {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return open
  const known = gates.get(name)
  if (known && (known.gate.status === 'fulfilled' || known.element?.isConnected)) return known.gate
  const element = known ? null : document.querySelector(deferredSelector(name))
  const gate = element && !openedEarly.delete(name) ? nearViewport(name, element) : open
  gates.set(name, { gate, element })
  return gate
}
