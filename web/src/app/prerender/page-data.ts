import { notFoundPath, routeFor } from '../../config/paths.ts'
import type { ContentSnapshot } from '../../content/content-store'

/** What a prerendered page carries for hydration to reproduce it exactly. */
export type PageData = {
  /** The path the HTML was rendered for; any other path renders from scratch. */
  path: string
  /** When it was rendered, in ms since the epoch: the clock time-dependent parts hydrate with. */
  renderedAt: number
  content: ContentSnapshot
}

export const pageDataId = 'prerendered-page'

/** Set on <html> before first paint when the HTML is another page's; see styles/base.css. */
export const otherPageClass = 'prerendered-other-page'

/** JSON safe inside a script element: nothing in it can close the element or open a comment. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function readPageData(document: Document): PageData | null {
  const script = document.getElementById(pageDataId)
  if (!script?.textContent) return null
  try {
    return JSON.parse(script.textContent) as PageData
  } catch {
    return null
  }
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

export const isSamePage = (renderedPath: string, currentPath: string) =>
  trimSlash(renderedPath) === trimSlash(currentPath)

/**
 * Whether the served HTML is the address's own page: the page rendered for that path, or the
 * not-found page (404.html) on an address the route table does not know.
 */
export const servedPageFits = (renderedPath: string, currentPath: string) =>
  isSamePage(renderedPath, currentPath) ||
  (renderedPath === notFoundPath && routeFor(currentPath) === undefined)
