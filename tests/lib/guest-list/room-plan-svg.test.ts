// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { roomPlanSvg } from '../../../web/src/lib/guest-list/room-plan-svg'
import type { SeatingTable } from '../../../web/src/lib/guest-list/seating'

const table = (fields: Partial<SeatingTable> & Pick<SeatingTable, 'name'>): SeatingTable => ({
  seats: 8,
  shape: 'round',
  is_head: false,
  plan_x: null,
  plan_y: null,
  ...fields,
})

/** The document as a standalone SVG file is read: XML, or a parser error. */
function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document
}

const tableGroup = (document: Document, name: string) =>
  [...document.querySelectorAll('g[data-table]')].find(
    (group) => group.getAttribute('data-table') === name,
  )

describe('the room plan as SVG', () => {
  const tables = [
    table({ name: 'Principal', is_head: true, shape: 'long', seats: 10, plan_x: 50, plan_y: 10 }),
    table({ name: 'Mesa 1', plan_x: 20, plan_y: 60 }),
    table({ name: 'Mesa <2> & "Tíos"', seats: 2 }),
    table({ name: 'Mesa 3', shape: 'long', seats: 12 }),
  ]
  const counts = new Map([
    ['Principal', 6],
    ['Mesa 1', 8],
    ['Mesa <2> & "Tíos"', 3],
  ])

  it('is well-formed standalone XML in the SVG namespace, with a title', () => {
    const svg = roomPlanSvg(tables, counts)
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true)
    const document = parse(svg)
    const root = document.documentElement
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
    expect(document.querySelector('title')?.textContent).toBe('Plano del salón')
  })

  it('escapes every name, so any table name stays text', () => {
    const svg = roomPlanSvg(tables, counts)
    expect(svg).toContain('Mesa &lt;2&gt; &amp; &quot;Tíos&quot;')
    expect(svg).not.toContain('<2>')
    const group = tableGroup(parse(svg), 'Mesa <2> & "Tíos"')
    expect(group?.textContent).toContain('Mesa <2> & "Tíos"')
  })

  it('draws round tables as circles and long ones as rectangles, each with its name and seats used/capacity', () => {
    const document = parse(roomPlanSvg(tables, counts))
    expect(tableGroup(document, 'Mesa 1')?.querySelector('circle')).not.toBeNull()
    expect(tableGroup(document, 'Mesa 3')?.querySelector('rect')).not.toBeNull()
    expect(tableGroup(document, 'Mesa 3')?.querySelector('circle')).toBeNull()
    const texts = (name: string) =>
      [...(tableGroup(document, name)?.querySelectorAll('text') ?? [])].map((t) => t.textContent)
    expect(texts('Mesa 1')).toEqual(['Mesa 1', '8/8'])
    expect(texts('Mesa 3')).toEqual(['Mesa 3', '0/12'])
    // the head table is marked; an over-full table's count stands out
    expect(texts('Principal')).toEqual(['★ Principal', 'Principal', '6/10'])
    const over = [...(tableGroup(document, 'Mesa <2> & "Tíos"')?.querySelectorAll('text') ?? [])]
    expect(over.at(-1)?.getAttribute('fill')).toBe('#b00020')
  })

  it('places a table at its percent of the room, and the unplaced ones in a grid below it', () => {
    const document = parse(roomPlanSvg(tables, counts))
    const centre = (name: string) => {
      const shape = tableGroup(document, name)?.querySelector('circle, rect')
      return shape?.tagName === 'circle'
        ? { x: Number(shape.getAttribute('cx')), y: Number(shape.getAttribute('cy')) }
        : {
            x: Number(shape?.getAttribute('x')) + Number(shape?.getAttribute('width')) / 2,
            y: Number(shape?.getAttribute('y')) + Number(shape?.getAttribute('height')) / 2,
          }
    }
    // the room is 960 wide from x = 20 and 640 deep from y = 60
    expect(centre('Mesa 1')).toEqual({ x: 20 + 0.2 * 960, y: 60 + 0.6 * 640 })
    expect(centre('Principal').x).toBe(20 + 0.5 * 960)
    const unplaced = [centre('Mesa <2> & "Tíos"'), centre('Mesa 3')]
    expect(unplaced.every((point) => point.y > 60 + 640)).toBe(true)
    expect(unplaced[0]!.y).toBe(unplaced[1]!.y)
    expect(unplaced[0]!.x).toBeLessThan(unplaced[1]!.x)
    expect(document.documentElement.textContent).toContain('Sin colocar en el plano')
  })

  it('lays out a room where no table is placed yet as a grid inside it, growing with the tables', () => {
    const many = Array.from({ length: 23 }, (_, index) => table({ name: `Mesa ${index + 1}` }))
    const document = parse(roomPlanSvg(many, new Map()))
    expect(document.querySelectorAll('g[data-table]')).toHaveLength(23)
    expect(document.documentElement.textContent).not.toContain('Sin colocar')
    const [, , , height] = (document.documentElement.getAttribute('viewBox') ?? '').split(' ')
    expect(Number(height)).toBeGreaterThan(60 + 5 * 150)
  })

  it('takes the words it draws from its options', () => {
    const svg = roomPlanSvg([tables[0]!], counts, { title: 'Salón Jardín', headTable: 'Novios' })
    const document = parse(svg)
    expect(document.querySelector('title')?.textContent).toBe('Salón Jardín')
    expect(svg).toContain('★ Novios')
  })
})
