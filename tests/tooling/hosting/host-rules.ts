import type { VercelConfig } from '../../../tooling/hosting/host-config'

/** What a host answers for one address: a file (or a redirect) with its status and headers. */
export type HostAnswer = {
  status: number
  file?: string
  location?: string
  headers: Record<string, string>
}

const splat = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)

/**
 * The headers `_headers` gives an address, read the way Cloudflare Pages and Netlify document
 * it: every matching rule applies, and a header set by two rules gets both values, comma-joined.
 */
export function headersFor(headersFile: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let matches = false
  for (const line of headersFile.split('\n')) {
    if (!line.trim()) continue
    if (!line.startsWith(' ')) {
      matches = splat(line.trim()).test(pathname)
      continue
    }
    if (!matches) continue
    const [name, ...value] = line.trim().split(': ')
    const key = name!.toLowerCase()
    headers[key] = headers[key] ? `${headers[key]}, ${value.join(': ')}` : value.join(': ')
  }
  return headers
}

/** Vercel's Build Output routes, followed as Vercel's router does for the subset we use. */
export function vercelAnswer(
  config: VercelConfig,
  files: readonly string[],
  pathname: string,
): HostAnswer {
  const headers: Record<string, string> = {}
  const merge = (more: Record<string, string> = {}) => {
    for (const [name, value] of Object.entries(more)) headers[name.toLowerCase()] = value
  }
  for (const route of config.routes) {
    if ('handle' in route) {
      const file = pathname.slice(1)
      if (files.includes(file)) return { status: 200, file, headers }
      continue
    }
    if (!new RegExp(route.src).test(pathname)) continue
    merge(route.headers)
    if (route.status && route.headers?.Location) {
      return { status: route.status, location: route.headers.Location, headers }
    }
    if (route.dest) return { status: route.status ?? 200, file: route.dest.slice(1), headers }
    if (!route.continue) break
  }
  return { status: 404, headers }
}
