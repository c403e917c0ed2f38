import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Connect, Plugin } from 'vite'

/**
 * What the preview server sends after its own HTML fallback ran: an address with no HTML file
 * of its own has been rewritten to /index.html, the home page.
 */
export function fellBackToIndex(originalUrl: string, rewrittenUrl: string): boolean {
  const pathname = new URL(`http://localhost${originalUrl}`).pathname
  return rewrittenUrl === '/index.html' && pathname !== '/' && pathname !== '/index.html'
}

/** `/story/` → `/story` (with its query), when the build wrote story.html; like static hosts. */
function withoutTrailingSlash(originalUrl: string, outDir: string): string | undefined {
  const url = new URL(`http://localhost${originalUrl}`)
  const trimmed = url.pathname.replace(/\/+$/, '')
  if (trimmed === url.pathname || trimmed === '') return undefined
  let file: string
  try {
    file = path.join(outDir, `${decodeURIComponent(trimmed)}.html`)
  } catch {
    return undefined
  }
  if (!file.startsWith(outDir + path.sep) || !existsSync(file)) return undefined
  return `${trimmed}${url.search}`
}

/**
 * `npm start` answers like a static host: an address the build wrote no page for gets the
 * prerendered not-found page (404.html) with HTTP 404, instead of the home page with 200.
 */
export function notFoundPage(notFoundFile = '404.html'): Plugin {
  return {
    name: 'not-found-page',
    configurePreviewServer(server) {
      const file = path.join(server.config.build.outDir, notFoundFile)
      const answer: Connect.NextHandleFunction = (req, res, next) => {
        if (!req.originalUrl || !req.url || !fellBackToIndex(req.originalUrl, req.url))
          return next()
        const slashless = withoutTrailingSlash(req.originalUrl, server.config.build.outDir)
        if (slashless) {
          res.statusCode = 301
          res.setHeader('Location', slashless)
          return res.end()
        }
        readFile(file).then(
          (html) => {
            res.statusCode = 404
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(req.method === 'HEAD' ? undefined : html)
          },
          () => next(),
        )
      }
      // Returned, so it runs after Vite's own HTML fallback and before its index.html answer.
      return () => server.middlewares.use(answer)
    },
  }
}
