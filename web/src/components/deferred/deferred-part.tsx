import {
  lazy,
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react'
import { pressHeldWithin } from '../../lib/early-press/held-press'
import { lazyWithMui } from '../mui/lazy-with-mui'
import { openNow, whenNear } from './when-near'
import './deferred-part.css'

const actionable = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]'

/** mui: false for a part drawn in plain React and CSS, which needs no MUI theme around it. */
export type DeferredOptions = { mui?: boolean }

type Readiness = { ready: boolean; heldClick: HTMLElement | null }

function NearGate({ name, children }: { name: string; children: ReactNode }) {
  // React reads the gate's status itself, so an open gate never suspends.
  use(whenNear(name) as Promise<void>)
  return children
}

/** Runs once the part has hydrated (or rendered). */
function WhenReady({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady])
  return null
}

/**
 * React drops a tap on HTML it has not hydrated yet. Until the part is live, hold the tap back,
 * load the part at once, and replay the tap when it is ready, so no guest's tap is lost.
 */
function useHeldClicks(name: string) {
  const wrapper = useRef<HTMLDivElement>(null)
  const readiness = useRef<Readiness>({ ready: false, heldClick: null })
  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    const hold = (event: MouseEvent) => {
      const target = (event.target as Element).closest<HTMLElement>(actionable)
      if (readiness.current.ready || !target || !element.contains(target)) return
      event.preventDefault()
      event.stopPropagation()
      readiness.current.heldClick = target
      openNow(name)
    }
    // React stops a tap on unhydrated HTML at its root, so listen above it, on the window.
    window.addEventListener('click', hold, true)
    // a press made before the app's code ran waits in the page's first script for the part
    if (pressHeldWithin(element)) openNow(name)
    return () => window.removeEventListener('click', hold, true)
  }, [name])
  const onReady = useCallback(() => {
    readiness.current.ready = true
    const held = readiness.current.heldClick
    readiness.current.heldClick = null
    if (held?.isConnected) held.click()
  }, [])
  return { wrapper, onReady }
}

/**
 * A part of a page below the first screen, named where it is placed (a page section, say, whose
 * name comes from the content). Its code (and MUI) loads only when the guest scrolls near it;
 * until then a prerendered page keeps showing the server's HTML for it.
 */
export function deferredSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { mui = true }: DeferredOptions = {},
): ComponentType<Props & { deferredName: string }> {
  const Part = mui ? lazyWithMui(load) : lazy(() => load().then((loaded) => ({ default: loaded })))
  function DeferredPart({ deferredName: name, ...props }: Props & { deferredName: string }) {
    const { wrapper, onReady } = useHeldClicks(name)
    return (
      <div data-deferred={name} ref={wrapper}>
        <Suspense fallback={<div className="deferred-part__placeholder" />}>
          <NearGate name={name}>
            <Part {...(props as Props)} />
            <WhenReady onReady={onReady} />
          </NearGate>
        </Suspense>
      </div>
    )
  }
  // A re-render with new props before it has hydrated would make React drop the server's HTML.
  return memo(DeferredPart) as unknown as ComponentType<Props & { deferredName: string }>
}

/** A deferred part with a fixed name (see deferredSection). */
export function deferredPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  options?: DeferredOptions,
): ComponentType<Props> {
  const Part = deferredSection(load, options)
  return function NamedDeferredPart(props: Props) {
    return <Part {...props} deferredName={name} />
  }
}
