import type { LetterCase } from './fallback-face'
/** The site's web fonts: which faces ship, which the first screen preloads, which characters. */
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
  style: 'normal' | 'italic'
  /** Preloaded: the first screen of `/` and `/rsvp` paints with it. */
  preload: boolean
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
 * Only the weights the theme uses. Montserrat 600 (buttons, links) is not preloaded: it competed
 * with the hero photo, and its metric-matched fallback keeps the page still when it arrives.
 */
export const webFontFaces: FontFace[] = [
  { family: cormorant, weight: 500, style: 'normal', preload: true },
  { family: cormorant, weight: 500, style: 'italic', preload: true },
  { family: cormorant, weight: 600, style: 'normal', preload: true },
  { family: montserrat, weight: 400, style: 'normal', preload: true },
  { family: montserrat, weight: 600, style: 'normal', preload: false },
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

/** The subset's file name: Vite adds a content hash, the preload plugin finds it by this name. */
export const subsetFileName = (face: FontFace) => `${faceStem(face)}-es.woff2`

/** Matches the built subset files the first screen preloads. */
export function preloadedSubsetFiles(faces: FontFace[] = webFontFaces): RegExp {
  const stems = faces.filter((face) => face.preload).map(faceStem)
  return new RegExp(`(${stems.join('|')})-es-[\\w-]+\\.woff2$`)
}

/** The family name of a font's fallback face, for text as written or for uppercase text. */
export const fallbackFamilyName = (family: FontFamily, letterCase: LetterCase = 'text') =>
  letterCase === 'caps' ? `${family.name} Caps Fallback` : `${family.name} Fallback`
