import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { cachedSubset, fontsourceFile, subsetKey } from './font-files.ts'
import { codePointsOf, toUnicodeRange } from './unicode-range.ts'
import { faceStem, heroFamilyName, webFontFaces, type FontFace } from './web-fonts.ts'

/**
 * The characters the hero may draw, from its prerendered text: as written and in capitals (the
 * date is set with `text-transform: uppercase`), and every digit, since the countdown ticks.
 */
export function heroCharacters(heroText: string): string {
  const characters = new Set([...`${heroText}${heroText.toUpperCase()}0123456789`])
  return [...characters]
    .filter((char) => char.trim() !== '' || char === ' ' || char === '\u00a0')
    .sort()
    .join('')
}

export type HeroFontsOptions = {
  modulesDir: string
  /** Where the subsets are kept between builds (cut once per text). */
  cacheDir: string
  /** The built site's assets folder, and its address on the site (`/assets`). */
  assetsDir: string
  assetsUrl: string
  characters: string
  faces?: FontFace[]
}

/**
 * What a page with the hero gets in its head (see heroFamilyName): every face cut down to the
 * hero's characters, about 5 kB each instead of the page's 10, written into the built site under
 * a content hash; preloaded, so the first paint has the hero's text in its web font, and with
 * `font-display: block`, so that text is never painted in a fallback the font would then move.
 */
export async function heroFontsHead(options: HeroFontsOptions): Promise<string> {
  const { characters, faces = webFontFaces } = options
  const unicodeRange = toUnicodeRange(codePointsOf(characters))
  const subsets = await Promise.all(
    faces.map(async (face) => ({
      face,
      url: `${options.assetsUrl}/${await heroSubset(face, options)}`,
    })),
  )
  const preloads = subsets.map(
    ({ url }) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
  )
  const rules = subsets.map(
    ({ face, url }) =>
      `@font-face{font-family:'${heroFamilyName(face.family)}';font-style:${face.style};font-weight:${face.weight};font-display:block;src:url(${url}) format('woff2');unicode-range:${unicodeRange}}`,
  )
  return `${preloads.join('')}<style>${rules.join('')}</style>`
}

/** Cuts the face to the characters (cached by them) and copies it into the site; its file name. */
async function heroSubset(face: FontFace, options: HeroFontsOptions): Promise<string> {
  const subset = await cachedSubset(
    fontsourceFile(options.modulesDir, face),
    options.characters,
    path.join(options.cacheDir, subsetKey(options.characters), `${faceStem(face)}-hero.woff2`),
  )
  const hash = createHash('sha256')
    .update(await readFile(subset))
    .digest('base64url')
    .slice(0, 8)
  const file = `${faceStem(face)}-hero-${hash}.woff2`
  await mkdir(options.assetsDir, { recursive: true })
  await copyFile(subset, path.join(options.assetsDir, file))
  return file
}
