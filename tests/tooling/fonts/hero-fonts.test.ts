import { create, type Font } from 'fontkitten'
import fontverter from 'fontverter'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { heroCharacters, heroFontsHead } from '../../../tooling/fonts/hero-fonts'
import { parseUnicodeRange } from '../../../tooling/fonts/unicode-range'
import { cormorant, montserrat, type FontFace } from '../../../tooling/fonts/web-fonts'

const modulesDir = path.resolve('node_modules')
// The build's own cache: a subset is named by its characters and options.
const cacheDir = path.join(modulesDir, '.cache/web-fonts')
const faces: FontFace[] = [
  { family: cormorant, weight: 600, style: 'normal' },
  { family: montserrat, weight: 400, style: 'normal' },
]
const heroText = 'Nos casamos\nMariana & Alejandro1 de noviembre de 2025¡Ya somos esposos!'

let assetsDir: string
let head: string

beforeAll(async () => {
  assetsDir = await mkdtemp(path.join(os.tmpdir(), 'hero-fonts-'))
  head = await heroFontsHead({
    modulesDir,
    cacheDir,
    assetsDir,
    assetsUrl: '/assets',
    characters: heroCharacters(heroText),
    faces,
  })
}, 60_000)

afterAll(async () => {
  await rm(assetsDir, { recursive: true, force: true })
})

const rules = () => [...head.matchAll(/@font-face\{[^}]*\}/g)].map((match) => match[0])
const fileOf = (rule: string) => /url\(\/assets\/([^)]+)\)/.exec(rule)![1]!

async function glyphFont(file: string): Promise<Font> {
  const sfnt = await fontverter.convert(await readFile(path.join(assetsDir, file)), 'sfnt')
  return create(sfnt) as Font
}

describe('the characters of the hero', () => {
  it('are its text as written and in capitals, and every digit for the countdown', () => {
    const characters = heroCharacters('Mariana & Alejandro')
    for (const char of 'Mariana&AlejndroMARIANALEJNDO0123456789 ') {
      expect(characters).toContain(char)
    }
    expect(characters).not.toContain('z')
  })

  it('leave out line breaks and tabs, which are never drawn', () => {
    expect(heroCharacters('Nos\ncasamos\t')).not.toMatch(/[\n\t]/)
    expect(heroCharacters('a\u00a0b')).toContain('\u00a0')
  })
})

describe("the hero's fonts", () => {
  it('are one face per web face, waited for and limited to the hero’s characters', () => {
    expect(rules()).toHaveLength(faces.length)
    expect(rules()[0]).toContain("font-family:'Cormorant Garamond Hero';")
    expect(rules()[0]).toContain('font-weight:600;')
    expect(rules()[1]).toContain("font-family:'Montserrat Hero';")
    for (const rule of rules()) {
      expect(rule).toContain('font-display:block;')
      const range = parseUnicodeRange(/unicode-range:([^}]+)/.exec(rule)![1]!)
      expect(range).toEqual(
        new Set([...heroCharacters(heroText)].map((char) => char.codePointAt(0)!)),
      )
    }
  })

  it('are preloaded, so the first paint can have them', () => {
    for (const rule of rules()) {
      expect(head).toContain(
        `<link rel="preload" href="/assets/${fileOf(rule)}" as="font" type="font/woff2" crossorigin>`,
      )
    }
    expect(head.indexOf('<link')).toBeLessThan(head.indexOf('<style>'))
  })

  it('are written into the site under a content hash, each well under half the page’s subset', async () => {
    const files = await readdir(assetsDir)
    expect(files.sort()).toEqual(rules().map(fileOf).sort())
    expect(fileOf(rules()[0]!)).toMatch(
      /^cormorant-garamond-latin-600-normal-hero-[\w-]{8}\.woff2$/,
    )
    for (const file of files)
      expect((await stat(path.join(assetsDir, file))).size).toBeLessThan(6000)
  })

  it('draw every character of the hero and no other letter', async () => {
    const font = await glyphFont(fileOf(rules()[0]!))
    const missing = [...heroCharacters(heroText)].filter(
      (char) => char !== '\u00a0' && font.glyphsForString(char)[0]!.id === 0,
    )
    expect(missing).toEqual([])
    expect(font.glyphsForString('z')[0]!.id).toBe(0)
  })
})
