/**
 * What the flows look for, found by a script in the page (the same in every engine): an element
 * by its role and accessible name, as a person reads it, inside a region, group or dialog when
 * given. The element found is marked with `data-engine-target`, so each driver then clicks or
 * types into it with its own input events.
 */
export type Name = string | RegExp

export type Query =
  | { role: 'button' | 'field' | 'heading' | 'region' | 'group' | 'text' | 'img'; name: Name }
  | { role: 'css'; name: string }

export type Within = Query[]

type SentName = string | { source: string; flags: string }

const sendName = (name: Name): SentName =>
  typeof name === 'string' ? name : { source: name.source, flags: name.flags }

export const sendQueries = (queries: Query[]) =>
  queries.map((query) => ({ role: query.role, name: sendName(query.name) }))

/** A function body: `arguments[0]` is the queries (scopes first, the element last). */
export const findScript = `
const queries = arguments[0]
const squash = (text) => (text || '').replace(/\\s+/g, ' ').trim()
const visible = (el) => {
  if (!el.getClientRects().length) return false
  const style = getComputedStyle(el)
  return style.visibility !== 'hidden' && style.display !== 'none'
}
const textOfIds = (ids) =>
  ids.split(/\\s+/).map((id) => squash(document.getElementById(id)?.textContent)).join(' ')
const nameOf = (el) => {
  if (el.getAttribute('aria-labelledby')) return squash(textOfIds(el.getAttribute('aria-labelledby')))
  if (el.getAttribute('aria-label')) return squash(el.getAttribute('aria-label'))
  if (el.labels && el.labels.length) return squash([...el.labels].map((l) => l.textContent).join(' '))
  if (el.tagName === 'FIELDSET') return squash(el.querySelector('legend')?.textContent)
  if (el.tagName === 'IMG') return squash(el.getAttribute('alt'))
  return squash(el.textContent)
}
const matches = (name, text) =>
  typeof name === 'string' ? text === name : new RegExp(name.source, name.flags).test(text)
const selectors = {
  button: 'button, [role="button"], input[type="submit"], a[role="button"]',
  field: 'input:not([type="hidden"]), textarea, select, [role="combobox"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"], [role="dialog"]',
  group: 'fieldset, [role="group"]',
  img: 'img, [role="img"], svg[aria-label], canvas[aria-label]',
}
const findIn = (scope, query) => {
  if (query.role === 'css') return [...scope.querySelectorAll(query.name)].find(visible) || null
  if (query.role === 'text') {
    const all = [...scope.querySelectorAll('*')].filter(
      (el) => matches(query.name, squash(el.textContent)) && visible(el),
    )
    return all.find((el) => !all.some((other) => other !== el && el.contains(other))) || null
  }
  return (
    [...scope.querySelectorAll(selectors[query.role])].find(
      (el) => visible(el) && matches(query.name, nameOf(el)),
    ) || null
  )
}
let scope = document
for (const query of queries) {
  scope = findIn(scope, query)
  if (!scope) return null
}
if (!scope.dataset.engineTarget) {
  window.__engineTargets = (window.__engineTargets || 0) + 1
  scope.dataset.engineTarget = String(window.__engineTargets)
}
return '[data-engine-target="' + scope.dataset.engineTarget + '"]'
`

/** The text of the first element `css` finds, or null. */
export const textScript = `
const el = document.querySelector(arguments[0])
return el ? el.textContent.replace(/\\s+/g, ' ').trim() : null
`
