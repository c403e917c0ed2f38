import type { ServerResponse } from 'node:http'
import path from 'node:path'
import type { Plugin } from 'vite'
import { builtScriptHashes } from './finish-build.ts'
import { assetsPrefix, isDoorPath } from './host-config.ts'
import { immutableCache, revalidateCache, securityHeaders } from './security-headers.ts'
import type { SiteOrigins } from './site-origins'

type WriteHead = ServerResponse['writeHead']

/**
 * Policies that govern a document; on scripts, styles and fonts they do nothing but add bytes to
 * each response of the loopback HTTP/1.1 server (hosts compress repeated headers over HTTP/2).
 */
const documentOnly = new Set(['Content-Security-Policy', 'Permissions-Policy'])

function contentType(res: ServerResponse, writeHeadArgs: unknown[]): string {
  for (const part of writeHeadArgs) {
    if (part && typeof part === 'object' && !Array.isArray(part)) {
      const value = (part as Record<string, unknown>)['Content-Type']
      if (typeof value === 'string') return value
    }
  }
  return String(res.getHeader('Content-Type') ?? '')
}

/**
 * `npm start`'s preview server sends the hosts' headers: the same security headers (HSTS aside,
 * it is plain http) and the same caching, set as each response starts so they win over the
 * static server's own `no-cache`.
 */
export function previewHeaders(origins: () => SiteOrigins): Plugin {
  return {
    name: 'preview-headers',
    async configurePreviewServer(server) {
      const distDir = path.resolve(server.config.root, server.config.build.outDir)
      const scriptHashes = await builtScriptHashes(distDir)
      const headers = securityHeaders({ origins: origins(), scriptHashes, https: false })
      const doorHeaders = securityHeaders({
        origins: origins(),
        scriptHashes,
        https: false,
        door: true,
      })
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
        const cacheControl =
          req.method !== 'GET' && req.method !== 'HEAD'
            ? null
            : pathname.startsWith(assetsPrefix)
              ? immutableCache
              : revalidateCache
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
        res.writeHead = ((status: number, ...rest: unknown[]) => {
          const document = /^text\/html/.test(contentType(res, rest))
          const pageHeaders = isDoorPath(pathname) ? doorHeaders : headers
          for (const [name, value] of Object.entries(pageHeaders)) {
            if (document || !documentOnly.has(name)) res.setHeader(name, value)
          }
          if (cacheControl) {
            res.setHeader('Cache-Control', cacheControl)
            for (const part of rest) {
              if (part && typeof part === 'object' && !Array.isArray(part)) {
                delete (part as Record<string, unknown>)['Cache-Control']
              }
            }
          }
          return writeHead(status, ...rest)
        }) as WriteHead
        next()
      })
    },
  }
}
