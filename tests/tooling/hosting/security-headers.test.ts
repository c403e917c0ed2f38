import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../../tooling/hosting/security-headers'
import { siteOriginsFromEnv } from '../../../tooling/hosting/site-origins'

const configured = siteOriginsFromEnv({
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co/',
  VITE_SUPABASE_ANON_KEY: 'anon-key',
  VITE_SANITY_PROJECT_ID: 'abc123',
  VITE_SANITY_STUDIO_URL: 'https://boda.sanity.studio/desk',
})

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ')
      return [name!, sources]
    }),
  )
}

describe('the security headers', () => {
  const headers = securityHeaders({
    origins: configured,
    scriptHashes: ['sha256-abc='],
    https: true,
  })
  const csp = directives(headers['Content-Security-Policy']!)

  it('runs only this origin’s scripts and the hashed inline ones, never any inline script', () => {
    expect(csp['script-src']).toEqual(["'self'", "'sha256-abc='"])
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('frames only the video player and lets only the couple’s Studio frame the site', () => {
    expect(csp['frame-src']).toEqual(['https://player.cloudinary.com'])
    expect(csp['frame-ancestors']).toEqual(['https://boda.sanity.studio'])
  })

  it('connects only to this origin, the Supabase project and the Sanity project', () => {
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'https://abc123.apicdn.sanity.io',
      'https://abc123.api.sanity.io',
    ])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://cdn.sanity.io'])
  })

  it('lets only the door and the photo page compile WebAssembly, and the photo page show Storage’s signed photos', () => {
    const door = securityHeaders({ origins: configured, scriptHashes: [], https: true, door: true })
    const doorCsp = directives(door['Content-Security-Policy']!)
    expect(doorCsp['script-src']).toContain("'wasm-unsafe-eval'")
    expect(doorCsp['img-src']).toEqual([
      "'self'",
      'data:',
      'https://cdn.sanity.io',
      'blob:',
      'https://abcdefgh.supabase.co',
    ])
    expect(doorCsp['worker-src']).toEqual(["'self'", 'blob:'])
    expect(csp['script-src']).not.toContain("'wasm-unsafe-eval'")
    expect(csp['worker-src']).toBeUndefined()
  })

  it('sends nosniff, the referrer policy, a permissions policy and HSTS over https', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/)
  })

  it('with nothing configured, connects only to itself and may not be framed at all', () => {
    const embedded = securityHeaders({
      origins: siteOriginsFromEnv({}),
      scriptHashes: [],
      https: false,
    })
    const policy = directives(embedded['Content-Security-Policy']!)
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(embedded['Strict-Transport-Security']).toBeUndefined()
  })

  it('refuses a Studio address that is not a URL', () => {
    expect(() => siteOriginsFromEnv({ VITE_SANITY_STUDIO_URL: 'boda studio' })).toThrow(
      'VITE_SANITY_STUDIO_URL "boda studio" is not an http(s) URL',
    )
  })
})
