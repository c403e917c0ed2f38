/** Window properties that tests replace (a phone's screen, a scrolled page, a stubbed API). */
const replaceableProperties = [
  'innerWidth',
  'innerHeight',
  'scrollX',
  'scrollY',
  'pageXOffset',
  'pageYOffset',
  'scrollTo',
  'matchMedia',
  'IntersectionObserver',
  'ResizeObserver',
] as const

type Listener = Parameters<EventTarget['addEventListener']>

interface NewTab {
  address: string
  properties: Map<string, PropertyDescriptor | undefined>
  /** Listeners the site's code or a test added to window or document during the current file. */
  listenersOfThisFile: Array<{ target: EventTarget; listener: Listener }>
}

// Kept on the worker's global: this module itself loads anew for every file (vi.resetModules).
const newTabKey = Symbol.for('wedding-site.tests.new-tab')

function addedFromNodeModules(): boolean {
  // 0: «Error», 1: this function, 2: the recording addEventListener, 3: its caller
  return new Error().stack?.split('\n')[3]?.includes('/node_modules/') ?? false
}

/**
 * Libraries loaded once per worker (Testing Library's user-event, MUI) add their document
 * listeners once and remove their own; what a test file or a module instance of the site leaves
 * behind (a click handler that prevents every default) would reach the next file.
 */
function recordListeners(target: Window | Document, recorded: NewTab['listenersOfThisFile']): void {
  const add: EventTarget['addEventListener'] = target.addEventListener.bind(target)
  target.addEventListener = (...listener: Listener) => {
    if (!addedFromNodeModules()) recorded.push({ target, listener })
    add(...listener)
  }
}

/**
 * Puts the worker's shared jsdom page back as a new tab would have it: the first address, no
 * storage or cookies, an empty body, bare <html> and <body> elements, the window properties tests
 * replace as jsdom made them, and none of the previous file's window or document listeners. The
 * <head> keeps the styles MUI's emotion cache (loaded once per worker) has already inserted and
 * would not insert again.
 */
export function startFromAFreshPage(): void {
  const global = globalThis as typeof globalThis & { [newTabKey]?: NewTab }
  let newTab = global[newTabKey]
  if (!newTab) {
    newTab = global[newTabKey] = {
      address: window.location.href,
      properties: new Map(
        replaceableProperties.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)]),
      ),
      listenersOfThisFile: [],
    }
    recordListeners(window, newTab.listenersOfThisFile)
    recordListeners(document, newTab.listenersOfThisFile)
  }
  for (const { target, listener } of newTab.listenersOfThisFile.splice(0)) {
    const [type, callback, options] = listener
    target.removeEventListener(type, callback, options)
  }
  window.history.replaceState(null, '', newTab.address)
  for (const [name, descriptor] of newTab.properties) {
    if (descriptor) Object.defineProperty(window, name, descriptor)
    else Reflect.deleteProperty(window, name)
  }
  window.localStorage.clear()
  window.sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  document.title = ''
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name)
  }
  document.body.replaceChildren()
}
