import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  fallbackFaceCss,
  fallbackOverrides,
  localFallbacks,
} from '../../../tooling/fonts/fallback-face'
import { fontMetrics } from '../../../tooling/fonts/font-files'

const web = {
  ascent: 924,
  descent: -287,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 395,
  capsWidthAvg: 560,
}

describe('a metric-matched fallback face', () => {
  it('scales the local font to the web font’s average letter width', () => {
    const { sizeAdjust } = fallbackOverrides(web, localFallbacks.serif.normal.metrics)
    // Times New Roman: 832 of 2048 units per average letter, Cormorant: 395 of 1000.
    expect(sizeAdjust).toBeCloseTo(0.395 / (832 / 2048), 6)
  })

  it('scales the uppercase fallback to the width of the uppercase sample', () => {
    const { sizeAdjust } = fallbackOverrides(web, localFallbacks.serif.normal.metrics, 'caps')
    expect(sizeAdjust).toBeCloseTo(0.56 / (1123.55 / 2048), 6)
  })

  it('gives the scaled font the web font’s ascent, descent and line gap', () => {
    const overrides = fallbackOverrides(web, localFallbacks.serif.normal.metrics)
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(0.924, 6)
    expect(overrides.descentOverride * overrides.sizeAdjust).toBeCloseTo(0.287, 6)
    expect(overrides.lineGapOverride).toBe(0)
  })

  it('writes a local face with every override', () => {
    const css = fallbackFaceCss({
      family: 'Cormorant Garamond Fallback',
      weight: 500,
      style: 'italic',
      fallback: localFallbacks.serif.italic,
      overrides: {
        sizeAdjust: 0.9723,
        ascentOverride: 0.9503,
        descentOverride: 0.2952,
        lineGapOverride: 0,
      },
    })
    expect(css).toContain(
      "src: local('Times New Roman Italic'), local('Liberation Serif Italic'), local('Tinos Italic');",
    )
    expect(css).toContain('font-style: italic;')
    expect(css).toContain('size-adjust: 97.23%;')
    expect(css).toContain('ascent-override: 95.03%;')
    expect(css).toContain('descent-override: 29.52%;')
    expect(css).toContain('line-gap-override: 0.00%;')
  })
})

// Debian's chromium package pulls in fonts-liberation, so CI always measures; a machine without
// the files has nothing to measure against.
const liberation = '/usr/share/fonts/truetype/liberation'
describe.skipIf(!existsSync(liberation))('the local fonts’ stored uppercase widths', () => {
  it.each([
    ['serif', 'normal', 'LiberationSerif-Regular.ttf'],
    ['serif', 'italic', 'LiberationSerif-Italic.ttf'],
    ['sans', 'normal', 'LiberationSans-Regular.ttf'],
    ['sans', 'italic', 'LiberationSans-Italic.ttf'],
  ] as const)('are what the %s %s font measures on the sample', async (kind, style, file) => {
    const measured = await fontMetrics(`${liberation}/${file}`)
    const stored = localFallbacks[kind][style].metrics
    expect(stored.xWidthAvg).toBe(measured.xWidthAvg)
    expect(stored.unitsPerEm).toBe(measured.unitsPerEm)
    expect(stored.capsWidthAvg).toBeCloseTo(measured.capsWidthAvg, 1)
  })
})
