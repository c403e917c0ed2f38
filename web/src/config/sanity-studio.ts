/**
 * The couple's Studio (`VITE_SANITY_STUDIO_URL`): the only page that may frame the site, for its
 * preview. Null when unset; throws when it is not an http(s) URL.
 */
export function sanityStudioUrlFromEnv(env: { VITE_SANITY_STUDIO_URL?: string }): string | null {
  const value = env.VITE_SANITY_STUDIO_URL?.trim()
  if (!value) return null
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href.replace(/\/$/, '')
  } catch {
    // reported below
  }
  throw new Error(`VITE_SANITY_STUDIO_URL "${value}" is not an http(s) URL`)
}
