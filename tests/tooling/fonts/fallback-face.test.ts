import { describe, expect, it } from 'vitest'
import {
  fallbackFaceCss,
  fallbackOverrides,
  localFallbacks,
} from '../../../tooling/fonts/fallback-face'

const web = { ascent: 924, descent: -287, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 395 }

describe('a metric-matched fallback face', () => {
  it('scales the local font to the web font’s average letter width', () => {
    const { sizeAdjust } = fallbackOverrides(web, localFallbacks.serif.metrics)
    // Times New Roman: 832 of 2048 units per average letter, Cormorant: 395 of 1000.
    expect(sizeAdjust).toBeCloseTo(0.395 / (832 / 2048), 6)
  })

  it('gives the scaled font the web font’s ascent, descent and line gap', () => {
    const overrides = fallbackOverrides(web, localFallbacks.serif.metrics)
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(0.924, 6)
    expect(overrides.descentOverride * overrides.sizeAdjust).toBeCloseTo(0.287, 6)
    expect(overrides.lineGapOverride).toBe(0)
  })

  it('writes a local face with every override', () => {
    const css = fallbackFaceCss({
      family: 'Cormorant Garamond Fallback',
      weight: 500,
      style: 'italic',
      fallback: localFallbacks.serif,
      overrides: {
        sizeAdjust: 0.9723,
        ascentOverride: 0.9503,
        descentOverride: 0.2952,
        lineGapOverride: 0,
      },
    })
    expect(css).toContain(
      "src: local('Times New Roman'), local('Liberation Serif'), local('Tinos');",
    )
    expect(css).toContain('font-style: italic;')
    expect(css).toContain('size-adjust: 97.23%;')
    expect(css).toContain('ascent-override: 95.03%;')
    expect(css).toContain('descent-override: 29.52%;')
    expect(css).toContain('line-gap-override: 0.00%;')
  })
})
