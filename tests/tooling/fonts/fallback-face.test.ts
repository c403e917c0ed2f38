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

// Debian's chromium package pulls in fonts-liberation, and CI installs Noto Serif and Roboto
// (fonts-noto-core, fonts-roboto-unhinted), so CI always measures; a machine without the files
// has nothing to measure against.
const fontFiles = {
  liberation: '/usr/share/fonts/truetype/liberation',
  noto: '/usr/share/fonts/truetype/noto',
  roboto: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF',
}
const measuredFonts = [
  ['classic', 'serif', 'normal', `${fontFiles.liberation}/LiberationSerif-Regular.ttf`],
  ['classic', 'serif', 'italic', `${fontFiles.liberation}/LiberationSerif-Italic.ttf`],
  ['classic', 'sans', 'normal', `${fontFiles.liberation}/LiberationSans-Regular.ttf`],
  ['classic', 'sans', 'italic', `${fontFiles.liberation}/LiberationSans-Italic.ttf`],
  ['android', 'serif', 'normal', `${fontFiles.noto}/NotoSerif-Regular.ttf`],
  ['android', 'serif', 'italic', `${fontFiles.noto}/NotoSerif-Italic.ttf`],
  ['android', 'sans', 'normal', `${fontFiles.roboto}/Roboto-Regular.ttf`],
  ['android', 'sans', 'italic', `${fontFiles.roboto}/Roboto-Italic.ttf`],
] as const

describe('the local fonts’ stored metrics', () => {
  for (const [system, kind, style, file] of measuredFonts) {
    it.skipIf(!existsSync(file))(`are what ${file} measures`, async () => {
      const measured = await fontMetrics(file)
      const stored = localFallbacks[system][kind][style].metrics
      expect(stored.xWidthAvg).toBe(measured.xWidthAvg)
      expect(stored.unitsPerEm).toBe(measured.unitsPerEm)
      expect([stored.ascent, stored.descent]).toEqual([measured.ascent, measured.descent])
      expect(stored.capsWidthAvg).toBeCloseTo(measured.capsWidthAvg, 1)
    })
  }
})
