import { fromBuffer } from '@capsizecss/unpack'
import { create, type Font } from 'fontkitten'
import fontverter from 'fontverter'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import subsetFont from 'subset-font'
import type { FontMetrics } from './fallback-face'
import { uppercaseSample } from './uppercase-sample.ts'
import { spanishCharacters, subsetFileName, type FontFace } from './web-fonts.ts'

// Kerning, and tabular figures for the countdown (about 0.4 kB a face): the other features
// (ligatures, small caps, old-style figures) pull in glyphs that doubled the files, and the site's
// text uses none of them. Hinting only helps Windows at small sizes.
const subsetOptions = {
  targetFormat: 'woff2',
  keepFeatures: ['kern', 'tnum'],
  noHinting: true,
} as const

/** A name for a set of characters cut with these options: a cache folder per set. */
export const subsetKey = (characters: string) =>
  createHash('sha256')
    .update(JSON.stringify([characters, subsetOptions]))
    .digest('hex')
    .slice(0, 12)

/** The full Latin woff2 @fontsource ships for a face. */
export const fontsourceFile = (modulesDir: string, face: FontFace) =>
  path.join(
    modulesDir,
    '@fontsource',
    face.family.fontsource,
    'files',
    `${face.family.fontsource}-latin-${face.weight}-${face.style}.woff2`,
  )

/**
 * The face cut down to the Spanish characters, written once to the cache (its folder is named
 * by the characters and options, so changing them makes a new file).
 */
export const spanishSubset = (source: string, face: FontFace, cacheDir: string) =>
  cachedSubset(
    source,
    spanishCharacters,
    path.join(cacheDir, subsetKey(spanishCharacters), subsetFileName(face)),
  )

/** A font file cut down to the characters, made once (it takes seconds) and kept at `target`. */
export async function cachedSubset(
  source: string,
  characters: string,
  target: string,
): Promise<string> {
  if (await exists(target)) return target
  const subset = await subsetFont(await readFile(source), characters, subsetOptions)
  await mkdir(path.dirname(target), { recursive: true })
  // Another build may be writing the same file; renaming a finished file is atomic.
  const partial = `${target}.${process.pid}.partial`
  await writeFile(partial, subset)
  await rename(partial, target)
  return target
}

/** A font file's (woff2 or TrueType) vertical metrics and average letter widths. */
export async function fontMetrics(file: string): Promise<FontMetrics> {
  const sfnt = await fontverter.convert(await readFile(file), 'sfnt')
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromBuffer(sfnt)
  const capsWidthAvg = averageAdvance(create(sfnt) as Font, uppercaseSample)
  return { ascent, descent, lineGap, unitsPerEm, xWidthAvg, capsWidthAvg }
}

const averageAdvance = (font: Font, text: string) =>
  font.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / [...text].length

async function exists(file: string) {
  try {
    return (await stat(file)).size > 0
  } catch {
    return false
  }
}
