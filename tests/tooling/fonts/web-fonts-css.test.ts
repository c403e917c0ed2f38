import { stat } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseUnicodeRange, toUnicodeRange } from '../../../tooling/fonts/unicode-range'
import { webFontsCss } from '../../../tooling/fonts/web-fonts-css'
import { cormorant, type FontFace } from '../../../tooling/fonts/web-fonts'

const modulesDir = path.resolve('node_modules')
const face: FontFace = { family: cormorant, weight: 600, style: 'normal' }
// The build's own cache: subsets are named by their characters and options, so a cached one is
// what this code makes, and the test only pays for subsetting when the build has not yet.
const cacheDir = path.join(modulesDir, '.cache/web-fonts')
let css: string

beforeAll(async () => {
  css = await webFontsCss(modulesDir, cacheDir, [face])
}, 60_000)

const faces = () => css.split('@font-face').slice(1)

describe('the generated web font CSS', () => {
  it('serves Spanish text from a subset less than half the size of the Latin file', async () => {
    const subset = /url\('([^']+-es\.woff2)'\)/.exec(css)?.[1]
    expect(subset).toBeDefined()
    const subsetSize = (await stat(path.resolve(cacheDir, subset!))).size
    const latin = path.join(modulesDir, '@fontsource/cormorant-garamond/files')
    const latinSize = (await stat(path.join(latin, 'cormorant-garamond-latin-600-normal.woff2')))
      .size
    expect(subsetSize).toBeLessThan(latinSize / 2)
    expect(faces()[0]).toContain('unicode-range: U+20-7E, U+A0-A1, U+A9')
  })

  it('leaves every other Latin character to the full file, without overlap', () => {
    const ranges = faces()
      .slice(0, 2)
      .map((rule) => parseUnicodeRange(/unicode-range: ([^;]+);/.exec(rule)![1]!))
    const [spanish, rest] = ranges as [Set<number>, Set<number>]
    expect([...spanish].filter((point) => rest.has(point))).toEqual([])
    expect(rest.has('ç'.codePointAt(0)!)).toBe(true)
    expect(rest.has(0x0a)).toBe(false)
    expect(faces()[1]).toContain('cormorant-garamond-latin-600-normal.woff2')
  })

  it('adds a local fallback face matched to the font’s own metrics', () => {
    const fallback = faces()[2]!
    expect(fallback).toContain("font-family: 'Cormorant Garamond Fallback';")
    expect(fallback).toContain('font-weight: 600;')
    expect(fallback).toMatch(/size-adjust: \d+\.\d\d%;/)
    expect(fallback).toMatch(/ascent-override: \d+\.\d\d%;/)
  })

  it('adds a narrower-scaled fallback for uppercase text', () => {
    const sizeAdjust = (rule: string) => Number(/size-adjust: ([\d.]+)%;/.exec(rule)![1])
    const [text, caps] = [faces()[2]!, faces()[3]!]
    expect(caps).toContain("font-family: 'Cormorant Garamond Caps Fallback';")
    expect(sizeAdjust(caps)).not.toBe(sizeAdjust(text))
  })
})

describe('the fallbacks on Android', () => {
  it('adds faces on Noto Serif, for text as written and for uppercase, after the classic ones', () => {
    const [classic, classicCaps, android, androidCaps] = faces().slice(2)
    expect(classic).toContain("local('Liberation Serif')")
    expect(classicCaps).toContain("font-family: 'Cormorant Garamond Caps Fallback';")
    expect(android).toContain("font-family: 'Cormorant Garamond Android Fallback';")
    expect(android).toContain(
      "src: local('Noto Serif'), local('Noto Serif Regular'), local('NotoSerif-Regular');",
    )
    expect(androidCaps).toContain("font-family: 'Cormorant Garamond Android Caps Fallback';")
    const sizeAdjust = (rule: string) => Number(/size-adjust: ([\d.]+)%;/.exec(rule)![1])
    // Noto Serif's letters are wider than Times New Roman's: it is scaled down further.
    expect(sizeAdjust(android!)).toBeLessThan(sizeAdjust(classic!))
  })
})

describe('font helpers', () => {
  it('writes and reads unicode ranges', () => {
    expect(toUnicodeRange([0x41, 0x42, 0x43, 0xe9])).toBe('U+41-43, U+E9')
    expect([...parseUnicodeRange('U+41-43,U+E9')]).toEqual([0x41, 0x42, 0x43, 0xe9])
  })
})
