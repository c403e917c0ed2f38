import type { SiteOrigins } from './site-origins'

/** The Cloudinary Video Player the video section embeds on play (features/video). */
export const videoPlayerOrigin = 'https://player.cloudinary.com'
/** Where @sanity/image-url points every content photo in Sanity mode. */
export const sanityImageOrigin = 'https://cdn.sanity.io'

export type SecurityPolicyInput = {
  origins: SiteOrigins
  /** 'sha256-…' sources of every inline script the built pages carry. */
  scriptHashes: readonly string[]
  /**
   * The door's page (/novios/puerta): its QR reader may compile WebAssembly and use the camera;
   * and the guests' photo page (/fotos), whose HEIC decoder is WebAssembly and whose thumbnails
   * come from Supabase Storage. No other page may.
   */
  door?: boolean
}

/**
 * The Content-Security-Policy of every page. Scripts run only from this origin or as one of the
 * hashed inline scripts the prerenderer writes; styles allow inline because emotion (MUI)
 * injects <style> elements at run time and the prerendered pages carry them inline.
 */
export function contentSecurityPolicy({
  origins,
  scriptHashes,
  door = false,
}: SecurityPolicyInput): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(door ? ["'wasm-unsafe-eval'"] : []), ...hashes],
    // the photo page's HEIC decoder (heic-to) runs in a worker made from a blob: URL
    ...(door ? [['worker-src', "'self'", 'blob:'] as [string, ...string[]]] : []),
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      sanityImageOrigin,
      // the photo page: its queue's thumbnails (object URLs) and Storage's signed URLs
      ...(door ? ['blob:'] : []),
      ...(door && origins.supabase ? [origins.supabase] : []),
    ],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...(origins.supabase ? [origins.supabase] : []),
      ...origins.sanityApi,
    ],
    ['frame-src', videoPlayerOrigin],
    ['frame-ancestors', origins.studio ?? "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * Features a wedding invitation never uses; the video player's iframe may go full screen, and
 * the door's page may use the camera to read pases.
 */
export const permissionsPolicyFor = (door: boolean) =>
  [
    door ? 'camera=(self)' : 'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    `fullscreen=(self "${videoPlayerOrigin}")`,
  ].join(', ')

export const permissionsPolicy = permissionsPolicyFor(false)

/** The headers that differ from page to page: the policies of the document. */
export const documentPolicyHeaders = (input: SecurityPolicyInput): HeaderSet => ({
  'Content-Security-Policy': contentSecurityPolicy(input),
  'Permissions-Policy': permissionsPolicyFor(input.door ?? false),
})

export type HeaderSet = Record<string, string>

/**
 * The one source of the security headers: the host configurations and `npm start`'s preview
 * server both send exactly these. HSTS only over HTTPS, so hosts get it and localhost does not.
 */
export function securityHeaders(input: SecurityPolicyInput & { https: boolean }): HeaderSet {
  return {
    ...documentPolicyHeaders(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(input.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/** Hashed file names never change content: a year, immutable. Everything else revalidates. */
export const immutableCache = 'public, max-age=31536000, immutable'
export const revalidateCache = 'public, max-age=0, must-revalidate'
