import { describe, expect, it } from 'vitest'
import { parseBenchArgs } from '../../bench/args'

describe('parseBenchArgs', () => {
  it('runs three Lighthouse passes and 500 RSVP requests by default, not gating', () => {
    expect(parseBenchArgs([])).toEqual({
      quick: false,
      skipLighthouse: false,
      ci: false,
      lighthouseRuns: 3,
      rsvpRequests: 500,
      built: undefined,
    })
  })

  it('runs Lighthouse once with --quick', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({ quick: true, lighthouseRuns: 1 })
  })

  it('reads --ci, --skip-lighthouse and --requests', () => {
    expect(parseBenchArgs(['--ci', '--skip-lighthouse', '--requests', '50'])).toMatchObject({
      ci: true,
      skipLighthouse: true,
      rsvpRequests: 50,
    })
  })

  it('measures a site built beforehand with --built', () => {
    expect(parseBenchArgs(['--built', 'dist'])).toMatchObject({ built: 'dist' })
  })

  it('refuses a request count that is not a whole number', () => {
    expect(() => parseBenchArgs(['--requests', '1.5'])).toThrow(/whole number/)
  })

  it('refuses an option it does not know', () => {
    expect(() => parseBenchArgs(['--fast'])).toThrow()
  })
})
