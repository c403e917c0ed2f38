import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { rsvpQuestionTextDefaults } from '../../../web/src/content/rsvp-questions'
import { peopleLabelsOf } from '../../../web/src/lib/guest-csv/people-rows'
import {
  tableMealSummary,
  tableSeatRows,
  type SeatedFamily,
} from '../../../web/src/lib/guest-csv/table-rows'
import { byTableCsv, tableMealsCsv, type CsvFlavor } from '../../../web/src/lib/guest-csv/write-csv'
import { familySeats, seatPerson } from './support/seats'

const labels = peopleLabelsOf(
  {
    askAgeGroup: true,
    mealChoices: [
      { key: 'carne', label: 'Carne' },
      { key: 'vegetariano', label: 'Vegetariano' },
    ],
    events: [],
  },
  rsvpQuestionTextDefaults,
)

const seatedFamily = (
  fields: Partial<SeatedFamily> & Pick<SeatedFamily, 'humanKey'>,
): SeatedFamily => ({
  ...familySeats(fields),
  tableName: null,
  personTables: [],
  ...fields,
})

// the couple's order: the head table first, then as created
const tables = ['Principal', 'Mesa 1', 'Mesa 2']

const families: SeatedFamily[] = [
  seatedFamily({
    humanKey: '002',
    familyName: 'Familia López',
    tableName: 'Mesa 1',
    people: [
      seatPerson({ name: 'Rosa López', meal: 'carne' }),
      seatPerson({ name: 'Lía López', child: true, meal: 'vegetariano', mealDetails: 'sin nuez' }),
    ],
  }),
  seatedFamily({
    humanKey: 'K7W',
    familyName: 'Familia Álvarez',
    tableName: 'mesa 1',
    confirmedTickets: 3,
    people: [
      seatPerson({ name: 'Ana Álvarez', meal: 'carne' }),
      seatPerson({ name: 'Beto Álvarez' }),
    ],
    // the second person sits with the couple
    personTables: [{ position: 2, tableName: 'Principal' }],
  }),
  seatedFamily({ humanKey: '006', familyName: 'Familia Sánchez', confirmedTickets: 2 }),
  seatedFamily({
    humanKey: '003',
    familyName: 'Familia Ramírez',
    willAttend: false,
    tableName: 'Mesa 2',
  }),
]

const spanish: CsvFlavor = { excel: true, timeZone: 'America/Mexico_City', headers: 'spanish' }

describe('the seats by table, for the venue', () => {
  it('lists each confirmed seat at its table: head table first, then by family name, «Sin mesa» last', () => {
    const rows = tableSeatRows(families, tables, labels)
    expect(rows.map((row) => [row.tableName, row.humanKey, row.name])).toEqual([
      ['Principal', 'K7W', 'Beto Álvarez'],
      ['mesa 1', 'K7W', 'Ana Álvarez'],
      ['mesa 1', 'K7W', 'Invitado 3 · Familia Álvarez'],
      ['Mesa 1', '002', 'Rosa López'],
      ['Mesa 1', '002', 'Lía López'],
      [null, '006', 'Invitado 1 · Familia Sánchez'],
      [null, '006', 'Invitado 2 · Familia Sánchez'],
    ])
  })

  it('writes the rows in the couple’s words, with «Sin mesa», a byte-order mark and formulas made text', () => {
    const csv = byTableCsv(
      [
        ...families,
        seatedFamily({
          humanKey: 'F01',
          familyName: '=cmd()',
          tableName: 'Mesa 2',
          confirmedTickets: 1,
        }),
      ],
      tables,
      labels,
      spanish,
    )
    expect(csv.startsWith('\uFEFFMesa,Número,Familia,Nombre,Edad,Comida,Detalles\r\n')).toBe(true)
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[]
    expect(rows.find((row) => row.Nombre === 'Lía López')).toEqual({
      Mesa: 'Mesa 1',
      Número: "'002",
      Familia: 'Familia López',
      Nombre: 'Lía López',
      Edad: 'Niña o niño',
      Comida: 'Vegetariano',
      Detalles: 'sin nuez',
    })
    expect(rows.find((row) => row.Número === 'F01')).toMatchObject({
      Mesa: 'Mesa 2',
      Familia: "'=cmd()",
    })
    expect(rows.at(-1)).toMatchObject({ Mesa: 'Sin mesa', Edad: 'Sin datos', Comida: 'Sin datos' })
  })
})

describe('the meals by table, for the kitchen', () => {
  it('counts each table’s meals, every table of the couple’s and «Sin mesa», adding up to the people', () => {
    const summary = tableMealSummary(families, tables, labels)
    expect(summary.meals).toEqual(['Carne', 'Vegetariano', 'Sin preferencia', 'Sin datos'])
    expect(summary.tables).toEqual([
      { table: 'Principal', people: 1, meals: [0, 0, 1, 0] },
      { table: 'Mesa 1', people: 4, meals: [2, 1, 0, 1] },
      { table: 'Mesa 2', people: 0, meals: [0, 0, 0, 0] },
      { table: 'Sin mesa', people: 2, meals: [0, 0, 0, 2] },
    ])
    expect(summary.total).toEqual({ people: 7, meals: [2, 1, 1, 3] })
  })

  it('writes one row per table and a column per meal, counts as numbers, and the total', () => {
    const csv = tableMealsCsv(families, tables, labels, spanish)
    expect(csv).toBe(
      '\uFEFFMesa,Personas,Carne,Vegetariano,Sin preferencia,Sin datos\r\n' +
        'Principal,1,0,0,1,0\r\n' +
        'Mesa 1,4,2,1,0,1\r\n' +
        'Mesa 2,0,0,0,0,0\r\n' +
        'Sin mesa,2,0,0,0,2\r\n' +
        'Total,7,2,1,1,3\r\n',
    )
  })

  it('leaves out «Sin mesa» when everyone is seated, and names the columns in English for the CLI', () => {
    const seated = families.map((f) => ({ ...f, tableName: f.tableName ?? 'Mesa 2' }))
    const csv = tableMealsCsv(seated, tables, labels, {
      ...spanish,
      excel: false,
      headers: 'english',
    })
    expect(csv.split('\n')[0]).toBe(
      '\uFEFFtable_name,people,Carne,Vegetariano,Sin preferencia,Sin datos',
    )
    expect(csv).not.toContain('Sin mesa')
    expect(csv).toContain('\nMesa 2,2,0,0,0,2\n')
  })
})
