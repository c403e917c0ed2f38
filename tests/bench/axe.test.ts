import { describe, expect, it } from 'vitest'
import { summariseViolations, worstRoute, type AxeRouteResult } from '../../bench/axe'

describe('summariseViolations', () => {
  it('keeps the rule, its impact, how many elements and the first three targets', () => {
    const nodes = ['a', 'b', 'c', 'd'].map((selector) => ({ target: ['main', selector] }))
    const [summary] = summariseViolations([
      { id: 'color-contrast', impact: 'serious', nodes } as never,
    ])
    expect(summary).toEqual({
      id: 'color-contrast',
      impact: 'serious',
      nodes: 4,
      targets: ['main a', 'main b', 'main c'],
    })
  })
})

describe('worstRoute', () => {
  const result = (route: string, count: number, error?: string): AxeRouteResult => ({
    route,
    viewport: 'phone',
    violations: Array.from({ length: count }, (_, index) => ({
      id: `rule-${index}`,
      impact: 'minor',
      nodes: 1,
      targets: [],
    })),
    error,
  })

  it('is the most violations of any one route', () => {
    expect(worstRoute([result('/', 1), result('/rsvp', 3), result('/404', 0)])).toBe(3)
  })

  it('is zero when every route is clean', () => {
    expect(worstRoute([result('/', 0)])).toBe(0)
  })

  it('counts a route axe could not check as a violation', () => {
    expect(worstRoute([result('/', 0, 'timeout')])).toBe(1)
  })
})
