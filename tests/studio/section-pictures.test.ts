// @vitest-environment jsdom
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sectionPicture, sectionTypeNames } from '../../schemas/sections'

const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../studio')

/** The Studio serves its `static` folder under `/static`, in `sanity dev` and in the build. */
const fileOf = (url: string) => path.join(studioDir, ...url.split('/').filter(Boolean))

function parseSvg(text: string) {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml')
  const error = document.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`)
  return document.documentElement
}

describe('the pictures of the insert menu', () => {
  it('point into studio/static, where the Studio serves them from', () => {
    expect(sectionPicture('sectionFaq')).toBe('/static/sections/sectionFaq.svg')
  })

  it.each(sectionTypeNames)('%s has a small, well-formed 3:2 SVG picture', async (type) => {
    const text = await readFile(fileOf(sectionPicture(type)), 'utf8')
    expect(text.trimStart().startsWith('<svg')).toBe(true)
    expect(text.length).toBeLessThan(8_000)

    const svg = parseSvg(text)
    expect(svg.tagName).toBe('svg')
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg')
    const [x, y, width, height] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number)
    expect([x, y]).toEqual([0, 0])
    // the insert menu shows each picture in a 3:2 box
    expect((width ?? 0) / (height ?? 1)).toBeCloseTo(3 / 2)
    expect(svg.getElementsByTagName('title')[0]?.textContent).toBeTruthy()
  })

  it.each(sectionTypeNames)(
    '%s draws with shapes only, nothing fetched from elsewhere',
    async (type) => {
      const svg = parseSvg(await readFile(fileOf(sectionPicture(type)), 'utf8'))
      const elements = [svg, ...svg.getElementsByTagName('*')]
      const names = new Set(elements.map((element) => element.localName))
      for (const forbidden of ['script', 'image', 'foreignObject', 'style', 'a']) {
        expect(names.has(forbidden), `<${forbidden}>`).toBe(false)
      }
      const ids = new Set(elements.map((element) => element.id).filter(Boolean))
      for (const element of elements) {
        for (const { name, value } of element.attributes) {
          expect(name.startsWith('on'), `${name} on <${element.localName}>`).toBe(false)
          for (const [, target] of value.matchAll(/url\(([^)]*)\)/g)) {
            expect(target?.startsWith('#') && ids.has(target.slice(1)), value).toBe(true)
          }
          if (name === 'href' || name === 'xlink:href')
            expect(ids.has(value.slice(1)), value).toBe(true)
        }
      }
    },
  )

  it('has no picture left over from a section type that no longer exists', async () => {
    const files = await readdir(path.join(studioDir, 'static/sections'))
    expect(files.sort()).toEqual(sectionTypeNames.map((type) => `${type}.svg`).sort())
  })
})
