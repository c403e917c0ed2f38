import { parse } from 'csv-parse/sync'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportCommand, type ExportOptions } from '../../scripts/guests/commands/export'
import { readExportContent, type ContentConfig } from '../../scripts/guests/export-content'
import { importCommand } from '../../scripts/guests/commands/import'
import { localDateTime } from '../../web/src/lib/guest-csv/local-time'
import { captureOutput } from './support/capture-output'
import { freshSeededDatabase, guestRows } from './support/guest-database'

const database = freshSeededDatabase()

// the default dataset's «Preguntas de la confirmación», as npm run guests:export reads them
const embedded: ContentConfig = {
  kind: 'embedded',
  dataset: new URL('../../content/data.ndjson', import.meta.url),
}

async function runExport(options: Partial<ExportOptions> = {}) {
  const captured = captureOutput()
  const code = await exportCommand(
    { history: false, excel: false, outFile: null, timeZone: 'America/Mexico_City', ...options },
    database().store,
    captured.output,
  )
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

const tricky = [
  {
    humanKey: 'A01',
    familyName: 'Familia "La Güera", Pérez',
    familyChief: 'José; Ñoño',
    availableTickets: 3,
    phone: '+525512345678',
  },
  {
    humanKey: 'A02',
    familyName: 'Familia Ibáñez, de Alba',
    familyChief: null,
    availableTickets: 2,
  },
]

async function addTrickyNamesWithAnAnswer() {
  await database().store.write({ insert: tricky, update: [] })
  await database().db.query('select public.respond_invitation($1, true, 2)', ['A01'])
}

describe('exporting invitations and answers', () => {
  it('round-trips every row of the database, with accents, commas and quotes intact', async () => {
    await addTrickyNamesWithAnAnswer()
    const { code, stdout } = await runExport()
    expect(code).toBe(0)
    // a phone starts with +, which a spreadsheet would take for a formula, so it is guarded
    // empty events: invited to all; an empty table_name: not seated
    expect(stdout).toContain(
      'A01,"Familia ""La Güera"", Pérez",José; Ñoño,3,\'+525512345678,,,sí,2,',
    )

    const exported = parse(stdout, { columns: true }) as Record<string, string>[]
    const expected = (await guestRows(database().db)).map((row) => ({
      human_key: row.human_key,
      family_name: row.family_name,
      family_chief: row.family_chief ?? '',
      available_tickets: String(row.available_tickets),
      phone: row.phone ? `'${row.phone}` : '',
      // every family of the seed is invited to all events
      events: '',
      table_name: '',
      will_attend: row.will_attend === null ? '' : row.will_attend ? 'sí' : 'no',
      confirmed_tickets: String(row.confirmed_tickets),
      confirmed_at: row.confirmed_at
        ? localDateTime(row.confirmed_at.toISOString(), 'America/Mexico_City')
        : '',
    }))
    expect(exported).toEqual(expected)
    expect(exported).toHaveLength(18)
  })

  it('dates each answer as the clock at the wedding read it, readable in any spreadsheet', async () => {
    const exported = parse((await runExport()).stdout, { columns: true }) as Record<
      string,
      string
    >[]
    expect(exported.find((row) => row.human_key === '002')).toMatchObject({
      will_attend: 'sí',
      confirmed_tickets: '2',
      confirmed_at: '2025-09-12 12:30',
    })
    expect(exported.find((row) => row.human_key === '003')?.will_attend).toBe('no')

    const madrid = parse((await runExport({ timeZone: 'Europe/Madrid' })).stdout, {
      columns: true,
    }) as Record<string, string>[]
    expect(madrid.find((row) => row.human_key === '002')?.confirmed_at).toBe('2025-09-12 20:30')
  })

  it('with --excel writes a BOM, commas and CRLF that the import reads back unchanged', async () => {
    await addTrickyNamesWithAnAnswer()
    const { stdout } = await runExport({ excel: true })
    expect(stdout.startsWith('\uFEFFhuman_key,family_name,')).toBe(true)
    expect(stdout).toContain(",José; Ñoño,3,'+525512345678,,,sí,2,")
    expect(stdout).toContain('\r\nA02,"Familia Ibáñez, de Alba",,2,,,,,0,\r\n')

    const reimport = captureOutput()
    const code = await importCommand(
      {
        fileName: 'export.csv',
        bytes: new TextEncoder().encode(stdout),
        dryRun: true,
        updateExisting: true,
      },
      database().store,
      reimport.output,
    )
    expect(code).toBe(0)
    expect(reimport.stdout()).toMatch(/Already up to date: 18 invitations/)
  })

  it('with --history lists every answer with its invitation number, oldest first', async () => {
    await addTrickyNamesWithAnAnswer()
    const history = parse((await runExport({ history: true })).stdout, {
      columns: true,
    }) as Record<string, string>[]
    const answered = (await guestRows(database().db)).filter((row) => row.will_attend !== null)
    expect(history).toHaveLength(answered.length)
    expect(history[0]).toEqual({
      human_key: '006',
      family_name: 'Familia Sánchez Olvera',
      will_attend: 'sí',
      confirmed_tickets: '2',
      answered_at: '2025-08-30 10:00',
      changed_by: 'guest',
    })
    expect(history.at(-1)).toMatchObject({
      human_key: 'A01',
      will_attend: 'sí',
      confirmed_tickets: '2',
    })
    const times = history.map((row) => row.answered_at ?? '')
    expect(times).toEqual([...times].sort())
  })

  it('with --people lists every confirmed seat in the couple’s words, formulas in names made text', async () => {
    await database().db.query(`select public.respond_invitation('001', true, 3, $1::json)`, [
      JSON.stringify([
        { name: '=HYPERLINK("http://x.example")', meal: 'alergia', meal_details: 'Cacahuate' },
        { name: 'Luisa García', child: true },
      ]),
    ])
    const { labels } = await readExportContent(embedded)

    const { code, stdout } = await runExport({ people: true, labels })

    expect(code).toBe(0)
    expect(
      stdout.startsWith('\uFEFFhuman_key,family_name,name,age,meal,meal_details,events\n'),
    ).toBe(true)
    const rows = parse(stdout, { bom: true, columns: true }) as Record<string, string>[]
    expect(rows.slice(0, 3)).toEqual([
      {
        human_key: '001',
        family_name: 'Familia García Hernández',
        name: `'=HYPERLINK("http://x.example")`,
        // the dataset does not ask ages: nobody is claimed an adult
        age: '',
        meal: 'Alergia o intolerancia',
        meal_details: 'Cacahuate',
        events: '',
      },
      {
        human_key: '001',
        family_name: 'Familia García Hernández',
        name: 'Luisa García',
        age: 'Niña o niño',
        meal: 'Sin preferencia',
        meal_details: '',
        events: '',
      },
      {
        human_key: '001',
        family_name: 'Familia García Hernández',
        name: 'Invitado 3 · Familia García Hernández',
        age: '',
        meal: 'Sin datos',
        meal_details: '',
        events: '',
      },
    ])
    // 001's three seats, and the 8 of the seeded answers (002, 006, 009, 014), which describe nobody
    const confirmed = (await guestRows(database().db))
      .filter((row) => row.will_attend === true)
      .reduce((sum, row) => sum + row.confirmed_tickets, 0)
    expect(confirmed).toBe(11)
    expect(rows).toHaveLength(11)
    expect(rows.at(-1)).toMatchObject({
      human_key: '014',
      name: 'Invitado 3 · Familia Navarro Gil',
    })
  })

  it('with --meals counts every meal, «Sin preferencia» and seats nobody described included', async () => {
    await database().db.query(`select public.respond_invitation('001', true, 3, $1::json)`, [
      JSON.stringify([
        { name: 'Ana', meal: 'vegetariano' },
        { name: 'Luisa', child: true },
      ]),
    ])
    const { labels } = await readExportContent(embedded)

    const { code, stdout } = await runExport({ meals: true, labels, excel: true })

    expect(code).toBe(0)
    expect(stdout).toBe(
      '\uFEFFmeal,people\r\n' +
        'Sin restricciones,0\r\n' +
        'Vegetariano,1\r\n' +
        'Vegano,0\r\n' +
        'Sin gluten,0\r\n' +
        'Alergia o intolerancia,0\r\n' +
        'Sin preferencia,1\r\n' +
        'Sin datos,9\r\n' +
        'Total,11\r\n',
    )
  })

  it('with --out writes the file and says how many invitations it holds', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'guests-export-'))
    try {
      const file = path.join(dir, 'respuestas.csv')
      const { code, stdout } = await runExport({ outFile: file, outName: 'respuestas.csv' })
      expect(code).toBe(0)
      expect(stdout).toBe('Wrote 16 invitations from the test database to respuestas.csv.\n')
      expect(await readFile(file, 'utf8')).toMatch(
        /^human_key,family_name,.*\n001,Familia García Hernández,/s,
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('reports a file it cannot write with exit code 1', async () => {
    const { code, stderr } = await runExport({
      outFile: '/nonexistent-folder/x.csv',
      outName: 'x.csv',
    })
    expect(code).toBe(1)
    expect(stderr).toMatch(/Could not write x\.csv/)
  })
})
