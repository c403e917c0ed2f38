import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { rsvpQuestionTextDefaults } from '../../../web/src/content/rsvp-questions'
import {
  mealCounts,
  peopleLabelsOf,
  seatRows,
  type FamilySeats,
} from '../../../web/src/lib/guest-csv/people-rows'
import { mealSummaryCsv, peopleCsv, type CsvFlavor } from '../../../web/src/lib/guest-csv/write-csv'
import { familySeats, seatPerson } from './support/seats'

const labels = peopleLabelsOf(
  {
    askAgeGroup: true,
    mealChoices: [
      { key: 'sin-restricciones', label: 'Sin restricciones' },
      { key: 'vegetariano', label: 'Vegetariano' },
      { key: 'alergia', label: 'Alergia o intolerancia' },
    ],
    events: [
      { key: 'event-ceremony', title: 'Ceremonia religiosa' },
      { key: 'event-reception', title: 'Recepción' },
    ],
  },
  rsvpQuestionTextDefaults,
)

// 13 people attending in 3 families, only 6 of them described, as in the demo
const families: FamilySeats[] = [
  familySeats({
    humanKey: 'K7W',
    familyName: 'Familia Ñúñez',
    confirmedTickets: 5,
    people: [seatPerson({ name: 'Begoña Ñúñez', child: true, meal: 'vegetariano' })],
  }),
  familySeats({
    humanKey: '001',
    familyName: 'Familia García Hernández',
    confirmedTickets: 4,
    people: [
      seatPerson({
        name: 'Ana García',
        meal: 'alergia',
        mealDetails: 'nueces, mariscos',
        events: ['event-ceremony', 'event-reception'],
      }),
      seatPerson({ child: true, meal: 'vegetariano', events: ['event-reception'] }),
      seatPerson({ name: 'Luis García', meal: 'sopa', events: ['event-brunch'] }),
      seatPerson({ name: 'Sofía García' }),
    ],
  }),
  familySeats({ humanKey: '002', confirmedTickets: 4 }),
  familySeats({ humanKey: '003', willAttend: false, people: [seatPerson({ name: 'Nadie' })] }),
  familySeats({ humanKey: '004', willAttend: null }),
]

const plain: CsvFlavor = { excel: false, timeZone: 'America/Mexico_City', headers: 'spanish' }
const excel: CsvFlavor = { ...plain, excel: true }

describe('the people export’s rows', () => {
  it('gives every confirmed seat of an accepted answer a row, by number and in family order', () => {
    const rows = seatRows(families, labels)
    expect(rows).toHaveLength(13)
    expect(rows.map((row) => row.humanKey)).toEqual([
      ...Array<string>(4).fill('001'),
      ...Array<string>(4).fill('002'),
      ...Array<string>(5).fill('K7W'),
    ])
  })

  it('names an unnamed seat by its place and its family', () => {
    const names = seatRows(families, labels).map((row) => row.name)
    expect(names.slice(0, 4)).toEqual([
      'Ana García',
      'Invitado 2 · Familia García Hernández',
      'Luis García',
      'Sofía García',
    ])
    expect(names.slice(4, 8)).toEqual([1, 2, 3, 4].map((seat) => `Invitado ${seat} · Familia 002`))
    expect(names.at(-1)).toBe('Invitado 5 · Familia Ñúñez')
  })

  it('writes the couple’s labels, not keys, and a key no longer in the content as itself', () => {
    const [ana, child, luis, sofia] = seatRows(families, labels)
    expect(ana).toEqual({
      humanKey: '001',
      familyName: 'Familia García Hernández',
      name: 'Ana García',
      age: 'Adulto',
      meal: 'Alergia o intolerancia',
      mealDetails: 'nueces, mariscos',
      events: 'Ceremonia religiosa, Recepción',
    })
    expect(child).toMatchObject({ meal: 'Vegetariano', events: 'Recepción' })
    expect(luis).toMatchObject({ meal: 'sopa', events: 'event-brunch' })
    expect(sofia).toMatchObject({ meal: 'Sin preferencia', events: '' })
  })

  it('writes ages as the guest form does, never «niño» for a girl', () => {
    const ages = seatRows(families, labels).map((row) => row.age)
    expect(ages.slice(0, 4)).toEqual(['Adulto', 'Niña o niño', 'Adulto', 'Adulto'])
    expect(ages[8]).toBe('Niña o niño')
    // seats nobody described yet say so
    expect(ages.slice(4, 8)).toEqual(Array<string>(4).fill('Sin datos'))
    const written = peopleLabelsOf(labels, {
      ...rsvpQuestionTextDefaults,
      adult: 'Persona adulta',
      child: 'Menor de 12 años',
    })
    expect(seatRows(families, written)[1]?.age).toBe('Menor de 12 años')
    expect(seatRows(families, written)[0]?.age).toBe('Persona adulta')
  })

  it('claims no age when the couple does not ask: only a child recorded so is said', () => {
    const unasked = { ...labels, askAgeGroup: false }
    const ages = seatRows(families, unasked).map((row) => row.age)
    expect(ages).not.toContain('Adulto')
    expect(ages.slice(0, 4)).toEqual(['', 'Niña o niño', '', ''])
    expect(ages.slice(4, 8)).toEqual(['', '', '', ''])
    expect(ages[8]).toBe('Niña o niño')
    const csv = peopleCsv(families, unasked, plain)
    expect(csv).not.toMatch(/Adulto|Sin datos,Sin datos/)
  })
})

describe('the meal summary', () => {
  it('counts every choice, «Sin preferencia» and undescribed seats included, to the people attending', () => {
    const counts = mealCounts(families, labels)
    expect(counts.map(({ label, count }) => [label, count])).toEqual([
      ['Sin restricciones', 0],
      ['Vegetariano', 2],
      ['Alergia o intolerancia', 1],
      ['sopa', 1],
      ['Sin preferencia', 1],
      ['Sin datos', 8],
    ])
    expect(counts.reduce((sum, meal) => sum + meal.count, 0)).toBe(13)
  })

  it('is a file a spreadsheet opens: a byte-order mark, labels and numbers, and the total', () => {
    const csv = mealSummaryCsv(families, labels, excel)
    expect(csv).toBe(
      '\uFEFFComida,Personas\r\n' +
        'Sin restricciones,0\r\n' +
        'Vegetariano,2\r\n' +
        'Alergia o intolerancia,1\r\n' +
        'sopa,1\r\n' +
        'Sin preferencia,1\r\n' +
        'Sin datos,8\r\n' +
        'Total,13\r\n',
    )
    expect(mealSummaryCsv(families, labels, { ...plain, headers: 'english' })).toMatch(
      /^\uFEFFmeal,people\n/,
    )
  })
})

describe('the people CSV', () => {
  it('starts with a byte-order mark in both variants, so Excel keeps «ñ»', () => {
    for (const flavor of [plain, excel]) {
      const csv = peopleCsv(families, labels, flavor)
      expect(csv.startsWith('\uFEFFNúmero,Familia,Nombre,Edad,Comida,Detalles,Eventos')).toBe(true)
      expect(csv).toContain('Begoña Ñúñez')
    }
    expect(peopleCsv(families, labels, { ...plain, headers: 'english' })).toMatch(
      /^\uFEFFhuman_key,family_name,name,age,meal,meal_details,events\n/,
    )
  })

  it('keeps 001 as text in the Excel variant, and as written in the plain one', () => {
    const excelRows = parse(peopleCsv(families, labels, excel), { bom: true }) as string[][]
    expect(excelRows[1]?.[0]).toBe("'001")
    expect(peopleCsv(families, labels, excel)).toContain("\r\n'001,Familia García Hernández,")
    const plainRows = parse(peopleCsv(families, labels, plain), { bom: true }) as string[][]
    expect(plainRows[1]?.[0]).toBe('001')
    expect(plainRows).toHaveLength(14)
  })

  it('guards formulas in names, details and the couple’s labels, and quotes line breaks', () => {
    const tricky: FamilySeats[] = [
      familySeats({
        humanKey: 'F01',
        familyName: '=HYPERLINK("http://evil","x")',
        confirmedTickets: 3,
        people: [
          seatPerson({ name: '+SUM(1,2)', meal: 'formula', mealDetails: '@SUM(1)' }),
          seatPerson({ name: '＝1+2', mealDetails: 'nueces\r\ny mariscos' }),
        ],
      }),
    ]
    const withFormulaLabel = {
      ...labels,
      mealChoices: [{ key: 'formula', label: '-2+3' }],
    }
    for (const flavor of [plain, excel]) {
      const cells = parse(peopleCsv(tricky, withFormulaLabel, flavor), {
        bom: true,
        columns: true,
      }) as Record<string, string>[]
      expect(cells.map((row) => row.Familia)).toEqual(
        Array<string>(3).fill(`'=HYPERLINK("http://evil","x")`),
      )
      expect(cells[0]).toMatchObject({
        Nombre: "'+SUM(1,2)",
        Comida: "'-2+3",
        Detalles: "'@SUM(1)",
      })
      expect(cells[1]).toMatchObject({ Nombre: "'＝1+2", Detalles: 'nueces\r\ny mariscos' })
      // the unnamed seat carries the family's name, guarded with it
      expect(cells[2]?.Nombre).toBe(`Invitado 3 · =HYPERLINK("http://evil","x")`)
    }
    expect(peopleCsv(tricky, withFormulaLabel, plain)).toContain('"nueces\r\ny mariscos"')
  })
})
