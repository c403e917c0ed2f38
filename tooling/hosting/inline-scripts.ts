import { createHash } from 'node:crypto'

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function typeOf(attributes: string): string {
  return (/\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '').toLowerCase()
}

/** The text of every inline script a browser would run (not src=, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .filter(([, attributes]) => executableTypes.has(typeOf(attributes!)))
    .map(([, , body]) => body!)
}

/** A CSP source for one script's exact text, as the browser hashes it. */
export function scriptHash(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`
}

export function inlineScriptHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((html) => inlineScripts(html).map(scriptHash)))].sort()
}
