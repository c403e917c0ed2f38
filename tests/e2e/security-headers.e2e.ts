import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, viewports } from './support/browser'
import {
  answerInvitation,
  walkThroughInvitation,
  watchCspViolations,
} from './support/guest-journey'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('npm start’s server', () => {
  it('sends the security headers and revalidates the pages', async () => {
    const response = await fetch(`${siteUrl()}/story`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
    expect(csp).toContain('frame-src https://player.cloudinary.com;')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('caches hashed assets a year as immutable', async () => {
    const html = await (await fetch(`${siteUrl()}/`)).text()
    const asset = /(\/assets\/[\w.-]+\.css)/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const response = await fetch(`${siteUrl()}${asset}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('a guest’s journey under the Content-Security-Policy', () => {
  it('raises no violation: invitation, video, dialog, map, calendar, RSVP look-up and answer', async () => {
    const baseUrl = siteUrl()
    const context = await browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const violations = await watchCspViolations(context, page, new URL(baseUrl).origin)
    await walkThroughInvitation(context, page, baseUrl)
    await answerInvitation(page, baseUrl, '007')
    expect(violations).toEqual([])
    await context.close()
  }, 120_000)
})
