import { describe, expect, it } from 'vitest'
import { importColumnNamed } from '../../web/src/lib/guest-csv/header-names'
import { localDateTime } from '../../web/src/lib/guest-csv/local-time'
import { parse } from 'csv-parse/sync'
import { guardCell, unguardCell } from '../../web/src/lib/guest-csv/spreadsheet-guard'
import { guestRecordFromRow } from '../../web/src/lib/guest-csv/invitation'
import { invitationsCsv } from '../../web/src/lib/guest-csv/write-csv'
import { guestRow } from '../support/guest-row'

const formulaNames = [
  '=HYPERLINK("http://evil","x")',
  '+SUM(1,2)',
  '@SUM(1)',
  '-2+3',
  "|cmd'/C calc'!A0",
  '＝1+2',
  '＋1',
  '－1',
  '＠SUM(1)',
  '\n=1+3',
]

describe('the guard that keeps a spreadsheet from running a cell', () => {
  it.each(formulaNames)('writes %s with a leading apostrophe in every variant', (name) => {
    expect(guardCell(name, { keepNumbersAsText: false })).toBe(`'${name}`)
    expect(guardCell(name, { keepNumbersAsText: true })).toBe(`'${name}`)
  })

  it('guards a tab or carriage return at the start too', () => {
    expect(guardCell('\t=1+2', { keepNumbersAsText: false })).toBe("'\t=1+2")
    expect(guardCell('\r=1+2', { keepNumbersAsText: false })).toBe("'\r=1+2")
  })

  it('keeps 001 and 5E3 as text in the Excel variant only', () => {
    expect(guardCell('001', { keepNumbersAsText: true })).toBe("'001")
    expect(guardCell('5E3', { keepNumbersAsText: true })).toBe("'5E3")
    expect(guardCell('001', { keepNumbersAsText: false })).toBe('001')
    expect(guardCell('Familia García', { keepNumbersAsText: true })).toBe('Familia García')
  })

  it('gives back exactly what it guarded, also a name that starts with an apostrophe', () => {
    const names = [...formulaNames, "'=1", "''x", "'Hola", '001', '5E3', 'Familia Ñúñez', '']
    for (const keepNumbersAsText of [true, false]) {
      for (const name of names) {
        expect(unguardCell(guardCell(name, { keepNumbersAsText }))).toBe(name)
      }
    }
  })

  it('leaves an apostrophe it never writes, such as before a plain word', () => {
    expect(unguardCell("'Hola")).toBe("'Hola")
  })
})

describe('an export a spreadsheet reads row by row', () => {
  const flavors = [
    { excel: false, timeZone: 'America/Mexico_City', headers: 'english' },
    { excel: true, timeZone: 'America/Mexico_City', headers: 'spanish' },
  ] as const

  it.each(flavors)(
    'quotes a family name holding a bare carriage return or line feed (excel: $excel)',
    (flavor) => {
      const records = [
        guestRecordFromRow(guestRow({ human_key: '001', family_name: 'Familia\r=1+3' })),
        guestRecordFromRow(guestRow({ human_key: '002', family_name: 'Familia\nDos' })),
      ]
      const csv = invitationsCsv(records, [], flavor)
      expect(csv).toContain('"Familia\r=1+3"')
      expect(csv).toContain('"Familia\nDos"')
      const rows = parse(csv, { bom: true, relax_column_count: false })
      expect(rows).toHaveLength(3)
    },
  )
})

describe('column names the import understands', () => {
  it.each([
    ['Número', 'human_key'],
    ['numero', 'human_key'],
    ['NÚMERO DE INVITACIÓN', 'human_key'],
    ['human_key', 'human_key'],
    ['Familia', 'family_name'],
    ['FAMILY_NAME', 'family_name'],
    ['Jefe de familia', 'family_chief'],
    ['jefe  de   familia', 'family_chief'],
    ['Lugares', 'available_tickets'],
    ['Boletos', 'available_tickets'],
  ])('reads «%s» as %s', (header, column) => {
    expect(importColumnNamed(header)).toBe(column)
  })

  it('does not mistake an answer column for one it reads', () => {
    expect(importColumnNamed('Respuesta')).toBeNull()
    expect(importColumnNamed('will_attend')).toBeNull()
  })
})

describe('dates in the exports', () => {
  it('reads as the clock at the wedding, in an order every spreadsheet parses', () => {
    expect(localDateTime('2026-11-23T21:04:00Z', 'America/Mexico_City')).toBe('2026-11-23 15:04')
    expect(localDateTime('2026-11-24T03:30:00Z', 'America/Mexico_City')).toBe('2026-11-23 21:30')
    expect(localDateTime('2026-11-23T21:04:00Z', 'Europe/Madrid')).toBe('2026-11-23 22:04')
  })

  it('falls back to Mexico City for a zone the content spells wrong', () => {
    expect(localDateTime('2026-11-23T21:04:00Z', 'Mexico/Nowhere')).toBe('2026-11-23 15:04')
  })
})
