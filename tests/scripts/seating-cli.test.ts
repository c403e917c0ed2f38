import { parse } from 'csv-parse/sync'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { exportCommand, type ExportOptions } from '../../scripts/guests/commands/export'
import { importCommand } from '../../scripts/guests/commands/import'
import { readExportContent } from '../../scripts/guests/export-content'
import type { PeopleLabels } from '../../web/src/lib/guest-csv/people-rows'
import { captureOutput, utf8 } from './support/capture-output'
import { freshSeededDatabase } from './support/guest-database'

const database = freshSeededDatabase()

let labels: PeopleLabels
beforeAll(async () => {
  // the default dataset's «Preguntas de la confirmación», as npm run guests:export reads them
  ;({ labels } = await readExportContent({
    kind: 'embedded',
    dataset: new URL('../../content/data.ndjson', import.meta.url),
  }))
})

async function runExport(options: Partial<ExportOptions> = {}) {
  const captured = captureOutput()
  const code = await exportCommand(
    {
      history: false,
      excel: false,
      outFile: null,
      timeZone: 'America/Mexico_City',
      labels,
      ...options,
    },
    database().store,
    captured.output,
  )
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

async function runImport(text: string | Uint8Array, options: { dryRun?: boolean } = {}) {
  const captured = captureOutput()
  const code = await importCommand(
    {
      fileName: 'mesas.csv',
      bytes: typeof text === 'string' ? utf8(text) : text,
      dryRun: options.dryRun ?? false,
      updateExisting: false,
    },
    database().store,
    captured.output,
  )
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

const sql = (query: string, params: unknown[] = []) => database().db.query(query, params)

/** The check: Mesa 1 (8) and Mesa 2 (2), 002 at Mesa 1 with its two people described. */
async function seat002AtMesa1() {
  await sql(`select public.couple_create_table('Mesa 1', 8)`)
  await sql(`select public.couple_create_table('Mesa 2', 2)`)
  // 002 answered before the deadline passed: the couple records its people
  await sql(`select public.couple_record_people('002', $1::json)`, [
    JSON.stringify([
      { name: 'Rosa Martínez', meal: 'vegetariano' },
      { name: 'Iñaki López', child: true, meal: 'alergia', meal_details: 'nueces' },
    ]),
  ])
  await sql(`select public.couple_seat_invitation('002', 'Mesa 1')`)
  await sql(`select public.couple_seat_invitation('014', 'Mesa 2')`)
}

const tablesOf = async () =>
  (await sql(`select name, seats from public.rsvp_tables order by id`)).rows as {
    name: string
    seats: number
  }[]

const seatedAt = async (humanKey: string) =>
  (
    (
      await sql(
        `select t.name from public.rsvp_guests g left join public.rsvp_tables t on t.id = g.table_id
         where g.human_key = $1`,
        [humanKey],
      )
    ).rows[0] as { name: string | null }
  ).name

describe('npm run guests:export -- --by-table', () => {
  it('lists each confirmed seat by table, Mesa 1 with 002’s people and meals, «Sin mesa» last', async () => {
    await seat002AtMesa1()
    // one of 014's three sits at the head table
    await sql(`select public.couple_create_table('Novios', 10)`)
    await sql(`select public.couple_update_table('Novios', 'Novios', 10, 'long', true)`)
    await sql(`select public.couple_seat_person('014', 3, 'Novios')`)

    const { code, stdout } = await runExport({ byTable: true })
    expect(code).toBe(0)
    expect(
      stdout.startsWith('\uFEFFtable_name,human_key,family_name,name,age,meal,meal_details\n'),
    ).toBe(true)
    const rows = parse(stdout, { bom: true, columns: true }) as Record<string, string>[]
    expect(rows.map((row) => [row.table_name, row.human_key])).toEqual([
      ['Novios', '014'],
      ['Mesa 1', '002'],
      ['Mesa 1', '002'],
      ['Mesa 2', '014'],
      ['Mesa 2', '014'],
      // 009 (Jiménez) before 006 (Sánchez Olvera): by family name
      ['Sin mesa', '009'],
      ['Sin mesa', '006'],
      ['Sin mesa', '006'],
    ])
    expect(rows.filter((row) => row.table_name === 'Mesa 1')).toEqual([
      {
        table_name: 'Mesa 1',
        human_key: '002',
        family_name: 'Familia López Martínez',
        name: 'Rosa Martínez',
        // the dataset does not ask ages
        age: '',
        meal: 'Vegetariano',
        meal_details: '',
      },
      {
        table_name: 'Mesa 1',
        human_key: '002',
        family_name: 'Familia López Martínez',
        name: 'Iñaki López',
        age: 'Niña o niño',
        meal: 'Alergia o intolerancia',
        meal_details: 'nueces',
      },
    ])
    expect(rows[0]).toMatchObject({ name: 'Invitado 3 · Familia Navarro Gil' })
  })

  it('with --meals counts the meals of each table, in a row per table and a total', async () => {
    await seat002AtMesa1()
    const { stdout } = await runExport({ byTable: true, meals: true, excel: true })
    expect(stdout).toBe(
      '\uFEFFtable_name,people,Sin restricciones,Vegetariano,Vegano,Sin gluten,Alergia o intolerancia,Sin preferencia,Sin datos\r\n' +
        'Mesa 1,2,0,1,0,0,1,0,0\r\n' +
        'Mesa 2,3,0,0,0,0,0,0,3\r\n' +
        'Sin mesa,3,0,0,0,0,0,0,3\r\n' +
        'Total,8,0,1,0,0,1,0,6\r\n',
    )
  })

  it('writes the family’s table in the invitations export, which imports back unchanged', async () => {
    await seat002AtMesa1()
    const { stdout } = await runExport({ excel: true })
    const rows = parse(stdout, { bom: true, columns: true }) as Record<string, string>[]
    expect(rows.find((row) => row.human_key === "'002")?.table_name).toBe('Mesa 1')
    expect(rows.find((row) => row.human_key === "'001")?.table_name).toBe('')
    const again = await runImport(stdout)
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/Already up to date: 16 invitations\.\n\nNothing to change/)
  })
})

describe('npm run guests:import with a «Mesa» column', () => {
  it('seats each family at its table by name, creating the tables that do not exist with 10 seats', async () => {
    await sql(`select public.couple_create_table('Mesa 1', 8)`)
    const file =
      'Número,Familia,Jefe de familia,Lugares,Mesa\n' +
      '002,Familia López Martínez,Rosa Martínez,3,mesa 1\n' +
      '006,Familia Sánchez Olvera,Carmen Olvera,2,Mesa de los Tíos\n' +
      '014,Familia Navarro Gil,Héctor Navarro,4,\n' +
      '020,Familia Peña,,2,Mesa de los Tíos\n'

    const dry = await runImport(file, { dryRun: true })
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain(
      'New tables (1), 10 seats each until changed in the dashboard: Mesa de los Tíos',
    )
    expect(dry.stdout).toMatch(
      /Seated \(3\):\n {2}002 +→ Mesa 1\n {2}006 +→ Mesa de los Tíos\n {2}020 +→ Mesa de los Tíos\n/,
    )
    expect(dry.stdout).toMatch(
      /without --dry-run: 1 new invitation, 1 new table and 3 invitations seated/i,
    )
    expect(await tablesOf()).toEqual([{ name: 'Mesa 1', seats: 8 }])

    const { code, stdout } = await runImport(file)
    expect(code).toBe(0)
    expect(stdout).toMatch(
      /Saved 1 new invitation, 1 new table and 3 invitations seated in the test database/,
    )
    expect(await tablesOf()).toEqual([
      { name: 'Mesa 1', seats: 8 },
      { name: 'Mesa de los Tíos', seats: 10 },
    ])
    expect(await seatedAt('002')).toBe('Mesa 1')
    expect(await seatedAt('006')).toBe('Mesa de los Tíos')
    expect(await seatedAt('020')).toBe('Mesa de los Tíos')
    expect(await seatedAt('014')).toBeNull()

    // the same file again changes nothing
    expect((await runImport(file)).stdout).toMatch(/Nothing to change in the test database/)
  })

  it('leaves the seating as it is for an empty cell, and a split family at its table alone', async () => {
    await seat002AtMesa1()
    await sql(`select public.couple_seat_person('002', 2, 'Mesa 2')`)
    const { stdout } = await runImport(
      'Número,Familia,Jefe de familia,Lugares,Mesa\n' +
        '002,Familia López Martínez,Rosa Martínez,3,Mesa 1\n' +
        '014,Familia Navarro Gil,Héctor Navarro,4,\n',
    )
    expect(stdout).toMatch(/Nothing to change/)
    expect(await seatedAt('002')).toBe('Mesa 1')
    expect(await seatedAt('014')).toBe('Mesa 2')
    const apart = await sql(`select count(*)::int as n from public.rsvp_person_seats`)
    expect(apart.rows).toEqual([{ n: 1 }])
  })

  it('refuses a table name the database would not take, naming its row, and writes nothing', async () => {
    const { code, stderr } = await runImport(
      `Número,Familia,Jefe de familia,Lugares,Mesa\n021,Familia Ruiz,,2,${'M'.repeat(41)}\n`,
    )
    expect(code).toBe(1)
    expect(stderr).toMatch(/\n {2}2 +table_name +"M{41}" is not a table's name: 1 to 40 visible/)
    expect(await tablesOf()).toEqual([])
  })
})

const hasGnumeric = existsSync('/usr/bin/ssconvert')

describe.skipIf(!hasGnumeric)('the by-table export opened by a real spreadsheet (Gnumeric)', () => {
  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')

  /** The sheet's rows below the header, as Gnumeric read them, and whether any cell is a formula. */
  async function openInGnumeric(name: string, csv: string) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'guests-gnumeric-tables-'))
    try {
      await writeFile(path.join(dir, `${name}.csv`), csv)
      execFileSync('ssconvert', [`${name}.csv`, `${name}.gnumeric`], { cwd: dir, stdio: 'ignore' })
      const xml = gunzipSync(await readFile(path.join(dir, `${name}.gnumeric`))).toString('utf8')
      const cells = [
        ...xml.matchAll(/<gnm:Cell Row="(\d+)" Col="(\d+)"([^>]*)>([^<]*)<\/gnm:Cell>/g),
      ].map((match) => ({
        row: Number(match[1]),
        col: Number(match[2]),
        type: /ValueType="(\d+)"/.exec(match[3] ?? '')?.[1] ?? null,
        text: unescape(match[4] ?? ''),
      }))
      const table: string[][] = []
      for (const cell of cells.filter((cell) => cell.row > 0)) {
        ;(table[cell.row - 1] ??= [])[cell.col] = cell.text
      }
      return { table, cells }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }

  it('lists Mesa 1 with 002’s people and meals, «ñ» and 002 intact, and counts the meals as numbers', async () => {
    await seat002AtMesa1()
    const seats = await openInGnumeric(
      'por-mesa-excel',
      (await runExport({ byTable: true, excel: true })).stdout,
    )
    expect(seats.cells.filter((cell) => cell.type === null)).toEqual([])
    expect(seats.table.filter((row) => row[0] === 'Mesa 1')).toEqual([
      // the dataset asks no ages: an empty cell, never «Adulto»
      ['Mesa 1', '002', 'Familia López Martínez', 'Rosa Martínez', undefined, 'Vegetariano'],
      [
        'Mesa 1',
        '002',
        'Familia López Martínez',
        'Iñaki López',
        'Niña o niño',
        'Alergia o intolerancia',
        'nueces',
      ],
    ])
    // the invitation number stays text (type 60), not the number 2
    expect(
      seats.cells.filter((cell) => cell.col === 1 && cell.row > 0).every((c) => c.type === '60'),
    ).toBe(true)

    const meals = await openInGnumeric(
      'comida-por-mesa',
      (await runExport({ byTable: true, meals: true, excel: true })).stdout,
    )
    const mesa1 = meals.table.find((row) => row[0] === 'Mesa 1')
    expect(mesa1).toEqual(['Mesa 1', '2', '0', '1', '0', '0', '1', '0', '0'])
    const counts = meals.cells.filter((cell) => cell.row > 0 && cell.col > 0)
    expect(counts.every((cell) => cell.type === '40')).toBe(true)
  })
})
