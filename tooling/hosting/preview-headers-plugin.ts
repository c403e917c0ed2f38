import type { ServerResponse } from 'node:http'
import path from 'node:path'
import type { Plugin } from 'vite'
import { builtScriptHashes } from './finish-build'
import { assetsPrefix } from './host-config'
import { immutableCache, revalidateCache, securityHeaders } from './security-headers'
import type { SiteOrigins } from './site-origins'

type WriteHead = ServerResponse['writeHead']

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
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
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
