import arial from '@capsizecss/metrics/arial'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'

/** What fallback matching needs of a font, in its own units (as @capsizecss reads them). */
export type FontMetrics = {
  ascent: number
  descent: number
  lineGap: number
  unitsPerEm: number
  /** Average advance width of lowercase letters, weighted by how often they occur. */
  xWidthAvg: number
}

export type LocalFallback = {
  /** local() names of fonts with the same metrics: a phone or desktop has one of them. */
  localNames: string[]
  metrics: FontMetrics
}

/**
 * Liberation and Croscore (Tinos, Arimo) fonts are made to the advance widths and vertical
 * metrics of Times New Roman and Arial, so one set of overrides fits each group.
 */
export const localFallbacks: Record<'serif' | 'sans', LocalFallback> = {
  serif: { localNames: ['Times New Roman', 'Liberation Serif', 'Tinos'], metrics: timesNewRoman },
  sans: { localNames: ['Arial', 'Liberation Sans', 'Arimo'], metrics: arial },
}

export type FallbackOverrides = {
  sizeAdjust: number
  ascentOverride: number
  descentOverride: number
  lineGapOverride: number
}

/**
 * Overrides that make a local font take the web font's room: scaled to the same average letter
 * width (so lines wrap alike) and with the same ascent, descent and line gap (so lines are as
 * tall), the text does not move when the web font swaps in.
 */
export function fallbackOverrides(web: FontMetrics, local: FontMetrics): FallbackOverrides {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm)
  const scaled = (value: number) => Math.abs(value) / (web.unitsPerEm * sizeAdjust)
  return {
    sizeAdjust,
    ascentOverride: scaled(web.ascent),
    descentOverride: scaled(web.descent),
    lineGapOverride: scaled(web.lineGap),
  }
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`

/** The @font-face of the fallback: a local font under the web font's family and descriptors. */
export function fallbackFaceCss(options: {
  family: string
  weight: number
  style: string
  fallback: LocalFallback
  overrides: FallbackOverrides
}): string {
  const { family, weight, style, fallback, overrides } = options
  const sources = fallback.localNames.map((name) => `local('${name}')`).join(', ')
  return `@font-face {
  font-family: '${family}';
  font-style: ${style};
  font-weight: ${weight};
  src: ${sources};
  size-adjust: ${percent(overrides.sizeAdjust)};
  ascent-override: ${percent(overrides.ascentOverride)};
  descent-override: ${percent(overrides.descentOverride)};
  line-gap-override: ${percent(overrides.lineGapOverride)};
}
`
}
