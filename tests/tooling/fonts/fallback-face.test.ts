import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  fallbackFaceCss,
  fallbackOverrides,
  fallbackSystems,
  localFallbacks,
} from '../../../tooling/fonts/fallback-face'
import { fontMetrics } from '../../../tooling/fonts/font-files'
import { systemFontFiles } from '../../support/system-fonts'

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
    const { sizeAdjust } = fallbackOverrides(web, localFallbacks.classic.serif.normal.metrics)
    // Times New Roman: 832 of 2048 units per average letter, Cormorant: 395 of 1000.
    expect(sizeAdjust).toBeCloseTo(0.395 / (832 / 2048), 6)
  })

  it('scales the uppercase fallback to the width of the uppercase sample', () => {
    const { sizeAdjust } = fallbackOverrides(
      web,
      localFallbacks.classic.serif.normal.metrics,
      'caps',
    )
    expect(sizeAdjust).toBeCloseTo(0.56 / (1123.55 / 2048), 6)
  })

  it('gives the scaled font the web font’s ascent, descent and line gap', () => {
    const overrides = fallbackOverrides(web, localFallbacks.classic.serif.normal.metrics)
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(0.924, 6)
    expect(overrides.descentOverride * overrides.sizeAdjust).toBeCloseTo(0.287, 6)
    expect(overrides.lineGapOverride).toBe(0)
  })

  it('writes a local face with every override', () => {
    const css = fallbackFaceCss({
      family: 'Cormorant Garamond Fallback',
      weight: 500,
      style: 'italic',
      fallback: localFallbacks.classic.serif.italic,
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

  it('scales Android’s Noto Serif and Roboto to the web font’s width and lines', () => {
    const overrides = fallbackOverrides(web, localFallbacks.android.serif.normal.metrics)
    // Noto Serif: 481 of 1000 units per average letter.
    expect(overrides.sizeAdjust).toBeCloseTo(0.395 / 0.481, 6)
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(0.924, 6)
    expect(localFallbacks.android.sans.italic.localNames).toEqual([
      'Roboto Italic',
      'Roboto-Italic',
    ])
  })
})

// CI has every file (tests/support/system-fonts.ts); a machine without one has nothing to
// measure against.
describe('the local fonts’ stored metrics', () => {
  for (const system of fallbackSystems) {
    for (const kind of ['serif', 'sans'] as const) {
      for (const style of ['normal', 'italic'] as const) {
        const file = systemFontFiles[system][kind][style]
        it.skipIf(!existsSync(file))(`are what ${file} measures`, async () => {
          const measured = await fontMetrics(file)
          const stored = localFallbacks[system][kind][style].metrics
          expect(stored.xWidthAvg).toBe(measured.xWidthAvg)
          expect(stored.unitsPerEm).toBe(measured.unitsPerEm)
          expect([stored.ascent, stored.descent, stored.lineGap]).toEqual([
            measured.ascent,
            measured.descent,
            measured.lineGap,
          ])
          expect(stored.capsWidthAvg).toBeCloseTo(measured.capsWidthAvg, 1)
        })
      }
    }
  }
})
