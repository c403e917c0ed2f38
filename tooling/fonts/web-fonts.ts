import type { FallbackSystem, FontStyle, LetterCase } from './fallback-face'

/** The site's web fonts: which faces ship and which characters. */
export type FontFamily = {
  /** The family name the CSS uses. */
  name: string
  /** The @fontsource package the font files come from. */
  fontsource: string
  /** The local fonts whose metrics the fallback face is matched to (see fallback-face.ts). */
  fallback: 'serif' | 'sans'
}

export type FontFace = {
  family: FontFamily
  weight: number
  style: FontStyle
}

export const cormorant: FontFamily = {
  name: 'Cormorant Garamond',
  fontsource: 'cormorant-garamond',
  fallback: 'serif',
}
export const montserrat: FontFamily = {
  name: 'Montserrat',
  fontsource: 'montserrat',
  fallback: 'sans',
}

/**
 * Only the weights the theme uses. None is preloaded: the inlined @font-face rules let the
 * browser find them as early, and Chromium holds the first paint for preloaded fonts (up to
 * 1.5 s on a slow phone), while the metric-matched fallbacks keep the page still when they swap in.
 */
export const webFontFaces: FontFace[] = [
  { family: cormorant, weight: 500, style: 'normal' },
  { family: cormorant, weight: 500, style: 'italic' },
  { family: cormorant, weight: 600, style: 'normal' },
  { family: montserrat, weight: 400, style: 'normal' },
  { family: montserrat, weight: 600, style: 'normal' },
]

/**
 * The characters every Spanish text on the site is written with. Each face is cut down to them
 * (the file the first screen waits for); any other Latin character still renders, from the full
 * Latin file, which the browser fetches only for a page that has one (unicode-range).
 */
export const spanishCharacters = [
  String.fromCharCode(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index)),
  '\u00a0¡©«»¿ÁÉÍÑÓÚÜáéíñóúü·',
  // MUI writes a zero-width space into empty icon and label boxes to give them a line's height.
  '\u200b',
  '–—‘’“”…€',
].join('')

/** The file name stem of a face, as @fontsource names its files: `montserrat-latin-400-normal`. */
export const faceStem = (face: FontFace) =>
  `${face.family.fontsource}-latin-${face.weight}-${face.style}`

/** The subset's file name, to which Vite adds a content hash. */
export const subsetFileName = (face: FontFace) => `${faceStem(face)}-es.woff2`

/**
 * The hero's family name for a font: `Cormorant Garamond Hero`. The hero is centred text on the
 * first screen, and a fallback is matched to its web font on average, not letter by letter: the
 * line «¡Ya somos esposos! Gracias» is 4.5 % narrower in Cormorant than in its fallback, so a
 * swap re-centred it by a few pixels. The hero's text is set in faces of its own instead, cut to
 * its characters and waited for (hero-fonts.ts): what the guest sees of it never moves.
 */
export const heroFamilyName = (family: FontFamily) => `${family.name} Hero`

/**
 * The family name of a font's fallback face, for text as written or for uppercase text, on the
 * classic fonts or on Android's: `Montserrat Fallback`, `Montserrat Android Caps Fallback`.
 */
export const fallbackFamilyName = (
  family: FontFamily,
  letterCase: LetterCase = 'text',
  system: FallbackSystem = 'classic',
) =>
  [family.name, system === 'android' && 'Android', letterCase === 'caps' && 'Caps', 'Fallback']
    .filter(Boolean)
    .join(' ')
