/** What fallback matching needs of a font, in its own units. */
export type FontMetrics = {
  ascent: number
  descent: number
  lineGap: number
  unitsPerEm: number
  /** Average advance width of lowercase letters, weighted by how often they occur (@capsizecss). */
  xWidthAvg: number
  /** Average advance of a character of the uppercase sample (uppercase-sample.ts). */
  capsWidthAvg: number
}

export type FontStyle = 'normal' | 'italic'

type LetterMetrics = Omit<FontMetrics, 'capsWidthAvg'>

/*
 * The local fonts' vertical metrics and average lowercase width, in their own units, as
 * @capsizecss/metrics 4.3 lists them (read from each font's files): twenty numbers, written here
 * rather than installing that package's 30,000 files for them.
 */
const timesNewRoman: LetterMetrics = {
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  unitsPerEm: 2048,
  xWidthAvg: 832,
}
const arial: LetterMetrics = {
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
}
const notoSerif: LetterMetrics = {
  ascent: 1069,
  descent: -293,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 481,
}
const roboto: LetterMetrics = {
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
}

/** Text as written, or uppercase (`text-transform: uppercase` with its own fallback face). */
export type LetterCase = 'text' | 'caps'

export type LocalFallback = {
  /** local() names of fonts with the same metrics: a phone or desktop has one of them. */
  localNames: string[]
  metrics: FontMetrics
}

/**
 * The local fonts a fallback face can stand on. Windows, macOS, iOS and Linux have Times New Roman
 * and Arial or fonts made to their metrics; Android has none of them (a `local()` that finds
 * nothing is skipped, and the text took the phone's serif at its own size), but has Noto Serif
 * and Roboto, which Chrome on Android finds by their full or PostScript names. Each system gets
 * faces of its own, since the overrides differ; the font stacks list the classic ones first.
 */
export type FallbackSystem = 'classic' | 'android'

export const fallbackSystems: FallbackSystem[] = ['classic', 'android']

/**
 * Classic: Liberation and Croscore (Tinos, Arimo) fonts are made to the advance widths and
 * vertical metrics of Times New Roman and Arial, so one set of overrides fits each group. An
 * italic face falls back to the italic font: upright Times under an italic face is 6 % wider and
 * upright. Android: Noto Serif and Roboto as Android ships them (Roboto's full name is «Roboto» in
 * some versions, «Roboto Regular» in others).
 *
 * The uppercase widths, and the italic letter widths @capsizecss does not list, were measured
 * from Liberation Serif and Sans 2.1, Noto Serif 2.001 and Roboto 2.138 (tests/tooling/fonts
 * checks them against the files when the machine has them); change the sample, measure again.
 */
export const localFallbacks: Record<
  FallbackSystem,
  Record<'serif' | 'sans', Record<FontStyle, LocalFallback>>
> = {
  classic: {
    serif: {
      normal: {
        localNames: ['Times New Roman', 'Liberation Serif', 'Tinos'],
        metrics: { ...timesNewRoman, capsWidthAvg: 1123.55 },
      },
      italic: {
        localNames: ['Times New Roman Italic', 'Liberation Serif Italic', 'Tinos Italic'],
        // Times New Roman Italic's average letter width, from @capsizecss's full collection.
        metrics: { ...timesNewRoman, xWidthAvg: 836, capsWidthAvg: 1077.12 },
      },
    },
    sans: {
      normal: {
        localNames: ['Arial', 'Liberation Sans', 'Arimo'],
        metrics: { ...arial, capsWidthAvg: 1164.48 },
      },
      italic: {
        localNames: ['Arial Italic', 'Liberation Sans Italic', 'Arimo Italic'],
        metrics: { ...arial, capsWidthAvg: 1164.48 },
      },
    },
  },
  android: {
    serif: {
      normal: {
        localNames: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
        metrics: { ...notoSerif, capsWidthAvg: 557.88 },
      },
      italic: {
        localNames: ['Noto Serif Italic', 'NotoSerif-Italic'],
        metrics: { ...notoSerif, xWidthAvg: 469, capsWidthAvg: 559.04 },
      },
    },
    sans: {
      normal: {
        localNames: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
        metrics: { ...roboto, capsWidthAvg: 1071.37 },
      },
      italic: {
        localNames: ['Roboto Italic', 'Roboto-Italic'],
        metrics: { ...roboto, xWidthAvg: 886, capsWidthAvg: 1040.69 },
      },
    },
  },
}

export type FallbackOverrides = {
  sizeAdjust: number
  ascentOverride: number
  descentOverride: number
  lineGapOverride: number
}

/**
 * Overrides that make a local font take the web font's room: scaled to the same average letter
 * width, of lowercase or of uppercase text (so lines wrap alike), and with the same ascent,
 * descent and line gap (so lines are as tall), the text does not move when the web font swaps in.
 */
export function fallbackOverrides(
  web: FontMetrics,
  local: FontMetrics,
  letterCase: LetterCase = 'text',
): FallbackOverrides {
  const width = (metrics: FontMetrics) =>
    (letterCase === 'caps' ? metrics.capsWidthAvg : metrics.xWidthAvg) / metrics.unitsPerEm
  const sizeAdjust = width(web) / width(local)
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
