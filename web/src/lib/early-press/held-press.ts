/**
 * Before a prerendered form is live, a press on its submit button would send it the browser's
 * way: a new page (the same address with the fields in its query) that starts over and forgets
 * the press. The page's first script holds that press instead; the form replays it once live.
 * Only forms that opt in (`earlyPressForm`) are held, since only they replay.
 */
/** The attribute of a form whose early presses are held. */
export const earlyPressAttribute = 'data-early-press'
/** Where the page's first script keeps the held press and the forms that are live. */
export const earlyPressStateKey = '__earlyPress'

/** Spread on a prerendered <form> whose early presses are held until it is live. */
export const earlyPressForm = { [earlyPressAttribute]: '' } as const

export type HeldPresses = {
  held: HTMLButtonElement | HTMLInputElement | null
  live: WeakSet<Element>
}

/** The inline script, before the app's code, that holds the press (see the module's comment). */
export const earlyPressScript = `<script>(function(){var s=window.${earlyPressStateKey}={held:null,live:new WeakSet()};addEventListener('click',function(e){var c=e.target.closest&&e.target.closest('button,input');var f=c&&c.type==='submit'&&c.form;if(!f||!f.hasAttribute('${earlyPressAttribute}')||s.live.has(f))return;e.preventDefault();s.held=c},true)})()</script>`

const heldPresses = () => Reflect.get(window, earlyPressStateKey) as HeldPresses | undefined

/** Whether the page's first script holds a press made inside `element`. */
export function pressHeldWithin(element: Element): boolean {
  const held = heldPresses()?.held
  return Boolean(held && element.contains(held))
}

/**
 * Tells the page's first script that `form` is live, so its presses pass from now on, and hands
 * over the press it held for the form, if any.
 */
export function takeHeldPress(form: HTMLFormElement): HTMLElement | null {
  const presses = heldPresses()
  if (!presses) return null
  presses.live.add(form)
  const held = presses.held
  if (held?.form !== form) return null
  presses.held = null
  return held
}

/**
 * Hands over the press held inside `element`, a prerendered form the app replaced with its own
 * rather than made live: the app sends its own form instead.
 */
export function takeHeldPressWithin(element: Element): boolean {
  const presses = heldPresses()
  if (!presses?.held || !element.contains(presses.held)) return false
  presses.held = null
  return true
}
