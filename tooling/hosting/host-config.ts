import { notFoundFile, type BuiltPage } from './built-pages.ts'
import { doorPath, photosPath } from '../../web/src/config/paths.ts'
import { doorWorkerFile } from '../door/door-worker.ts'
import { immutableCache, revalidateCache, type HeaderSet } from './security-headers.ts'

/** Vite writes every hashed file (JS, CSS, fonts, photos) under this folder. */
export const assetsPrefix = '/assets/'

export type HostRules = {
  pages: readonly BuiltPage[]
  /** Sent with every response (the security headers, HSTS included). */
  headers: HeaderSet
  /** The door's and the photo page's own policies (camera, WebAssembly), in place of the others' */
  doorPolicies: HeaderSet
  /**
   * Each page's policies with only its own inline scripts' hashes, by address (the build's): what
   * `_headers` sends, since Cloudflare Pages drops a line over 2,000 characters.
   */
  pagePolicies?: Record<string, HeaderSet>
}

/**
 * The pages with the door's policies, and what lies under them: the door (its QR reader compiles
 * WebAssembly and uses the camera) and the guests' photo page (/fotos: its HEIC decoder is
 * WebAssembly, and its thumbnails are Supabase Storage's signed URLs).
 */
export const doorPolicyPaths = [doorPath, photosPath] as const
export const isDoorPath = (pathname: string) =>
  doorPolicyPaths.some((page) => pathname === page || pathname.startsWith(`${page}/`))

const policyNames = ['Content-Security-Policy', 'Permissions-Policy']
const without = (headers: HeaderSet, names: readonly string[]): HeaderSet =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)))
const only = (headers: HeaderSet, names: readonly string[]): HeaderSet =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)))

const headerLines = (headers: HeaderSet) =>
  Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)

/**
 * Cloudflare Pages and Netlify read `_headers` from the published folder. Cache-Control, and the
 * door page's policies, are set per address rather than on `/*`, since both hosts join the values
 * of every rule that matches (two policies would both apply, the stricter winning).
 */
export function headersFile({ pages, headers, doorPolicies, pagePolicies }: HostRules): string {
  const htmlPaths = [...pages.map((page) => page.path), `/${notFoundFile}`]
  const policies = only(headers, policyNames)
  return [
    '/*',
    ...headerLines(without(headers, policyNames)),
    `${assetsPrefix}*`,
    ...headerLines({ 'Cache-Control': immutableCache }),
    `/${doorWorkerFile}`,
    ...headerLines({ 'Cache-Control': revalidateCache }),
    ...htmlPaths.flatMap((pagePath) => [
      pagePath,
      ...headerLines({
        ...(pagePolicies?.[pagePath] ?? (isDoorPath(pagePath) ? doorPolicies : policies)),
        'Cache-Control': revalidateCache,
      }),
    ]),
    '',
  ].join('\n')
}

/**
 * Both hosts already serve `story.html` at `/story` and answer unknown addresses with 404.html
 * and status 404; these rules send the `.html` spellings to the one clean address.
 */
export function redirectsFile({ pages }: Pick<HostRules, 'pages'>): string {
  return [...pages.map((page) => `/${page.file} ${page.path} 301`), ''].join('\n')
}

type VercelRoute =
  | { handle: 'filesystem' }
  | {
      src: string
      dest?: string
      status?: number
      headers?: Record<string, string>
      continue?: boolean
    }

export type VercelConfig = { version: 3; routes: VercelRoute[] }

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Vercel's Build Output API (v3) routes: the same headers, clean addresses and 404. */
export function vercelConfig({ pages, headers, doorPolicies }: HostRules): VercelConfig {
  return {
    version: 3,
    routes: [
      ...pages.map((page) => ({
        src: `^/${escapeRegExp(page.file)}$`,
        status: 301,
        headers: { Location: page.path },
      })),
      { src: '^/(.*)$', headers, continue: true },
      ...doorPolicyPaths.map((page) => ({
        src: `^${escapeRegExp(page)}(/.*)?$`,
        headers: doorPolicies,
        continue: true,
      })),
      {
        src: `^/${escapeRegExp(doorWorkerFile)}$`,
        headers: { 'Cache-Control': revalidateCache },
        continue: true,
      },
      {
        src: `^${escapeRegExp(assetsPrefix)}(.*)$`,
        headers: { 'Cache-Control': immutableCache },
        continue: true,
      },
      ...pages.map((page) => ({
        src: `^${escapeRegExp(page.path)}/?$`,
        dest: `/${page.file}`,
        headers: { 'Cache-Control': revalidateCache },
      })),
      { handle: 'filesystem' },
      {
        src: '^/(.*)$',
        dest: `/${notFoundFile}`,
        status: 404,
        headers: { 'Cache-Control': revalidateCache },
      },
    ],
  }
}
