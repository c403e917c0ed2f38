import { parse } from 'csv-parse/sync'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { exportCommand, type ExportOptions } from '../../scripts/guests/commands/export'
import { readExportContent } from '../../scripts/guests/export-content'
import { importCommand } from '../../scripts/guests/commands/import'
import { captureOutput, utf8 } from './support/capture-output'
import { freshSeededDatabase, guestRows } from './support/guest-database'

const database = freshSeededDatabase()

async function runImport(bytes: Uint8Array, updateExisting = false) {
  const captured = captureOutput()
  const code = await importCommand(
    { fileName: 'invitados.csv', bytes, dryRun: false, updateExisting },
    database().store,
    captured.output,
  )
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

async function runExport(excel: boolean, options: Partial<ExportOptions> = {}) {
  const captured = captureOutput()
  await exportCommand(
    { history: false, excel, outFile: null, timeZone: 'America/Mexico_City', ...options },
    database().store,
    captured.output,
  )
  return captured.stdout()
}

const formulaNames = ['=HYPERLINK("http://evil","x")', '+SUM(1,2)', '@SUM(1)', '-2+3']

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`

describe('a couple’s spreadsheet through npm run guests:import and guests:export', () => {
  it('imports a file headed in Spanish, in any order, case and accents', async () => {
    const { code, stdout } = await runImport(
      utf8(
        'LUGARES;numero;Jefe de Familia;FAMILIA\n4;017;Ana Pérez;Familia Pérez\n2;;;Familia Ñúñez\n',
      ),
    )
    expect(code).toBe(0)
    expect(stdout).toMatch(/Saved 2 new invitations/)
    const rows = await guestRows(database().db)
    expect(rows.find((row) => row.human_key === '017')).toMatchObject({
      family_name: 'Familia Pérez',
      family_chief: 'Ana Pérez',
      available_tickets: 4,
    })
    expect(rows.some((row) => row.family_name === 'Familia Ñúñez')).toBe(true)
  })

  it('adds nothing when the same 40-row file is imported twice with --update-existing', async () => {
    const lines = Array.from({ length: 40 }, (_, i) =>
      i < 30 ? `${String(100 + i)},Familia Número ${i},,2` : `,Familia Ibáñez Ríos ${i},,3`,
    )
    const file = utf8(`Número,Familia,Jefe de familia,Lugares\n${lines.join('\n')}\n`)
    expect((await runImport(file, true)).stdout).toMatch(/Saved 40 new invitations/)
    const before = await guestRows(database().db)

    const again = await runImport(file, true)
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/Already up to date: 40 invitations\.\n\nNothing to change/)
    expect(await guestRows(database().db)).toEqual(before)
  })

  it('refuses a Windows-1252 file in English and changes nothing', async () => {
    const before = await guestRows(database().db)
    const latin = new Uint8Array(Buffer.from('Número,Familia,Lugares\n,Familia Peña,2\n', 'latin1'))
    const { code, stderr } = await runImport(latin)
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /not UTF-8 text.*CSV UTF-8.*Nothing was written|Nothing was written.*not UTF-8/s,
    )
    expect(await guestRows(database().db)).toEqual(before)
  })

  it('exports formula-like names with the guard, and a re-import restores them', async () => {
    const rows = formulaNames.map((name, i) => `F0${i},${quoted(name)},${quoted(name)},2`)
    expect(
      (await runImport(utf8(`Número,Familia,Jefe de familia,Lugares\n${rows.join('\n')}\n`))).code,
    ).toBe(0)

    for (const excel of [false, true]) {
      const exported = await runExport(excel)
      const cells = parse(exported, { bom: true, columns: true }) as Record<string, string>[]
      const names = cells.filter((row) => row.human_key?.startsWith('F0'))
      expect(names.map((row) => row.family_name)).toEqual(formulaNames.map((name) => `'${name}`))
      const before = await guestRows(database().db)
      const again = await runImport(utf8(exported), false)
      expect(again.stdout).toMatch(/Already up to date: 20 invitations/)
      expect(await guestRows(database().db)).toEqual(before)
    }
    const stored = (await guestRows(database().db)).filter((row) => row.human_key.startsWith('F0'))
    expect(stored.map((row) => row.family_name)).toEqual(formulaNames)
  })

  it('writes 001 and 5E3 so the Excel variant keeps them as text, and reads them back', async () => {
    expect(
      (await runImport(utf8('Número,Familia,Jefe de familia,Lugares\n5E3,Familia Eme,,2\n'))).code,
    ).toBe(0)
    const exported = await runExport(true)
    expect(exported).toContain("\r\n'001,Familia García Hernández,")
    expect(exported).toContain("\r\n'5E3,Familia Eme,")
    expect((await runImport(utf8(exported))).stdout).toMatch(/Already up to date: 17 invitations/)
  })
})

const hasGnumeric = existsSync('/usr/bin/ssconvert')

describe.skipIf(!hasGnumeric)('the Excel export opened by a real spreadsheet (Gnumeric)', () => {
  type Cell = { row: number; col: number; type: string | null; text: string }

  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')

  function cellsOf(gnumericFile: Buffer): Cell[] {
    const xml = gunzipSync(gnumericFile).toString('utf8')
    return [...xml.matchAll(/<gnm:Cell Row="(\d+)" Col="(\d+)"([^>]*)>([^<]*)<\/gnm:Cell>/g)].map(
      (match) => ({
        row: Number(match[1]),
        col: Number(match[2]),
        type: /ValueType="(\d+)"/.exec(match[3] ?? '')?.[1] ?? null,
        text: unescape(match[4] ?? ''),
      }),
    )
  }

  it('has no formula cell, every number intact as text, and survives being saved again', async () => {
    const rows = formulaNames.map((name, i) => `F0${i},${quoted(name)},,2`)
    await runImport(
      utf8(`Número,Familia,Jefe de familia,Lugares\n5E3,Familia Eme,,2\n${rows.join('\n')}\n`),
    )
    const dir = await mkdtemp(path.join(os.tmpdir(), 'guests-gnumeric-'))
    try {
      const csv = path.join(dir, 'invitados-excel.csv')
      await writeFile(csv, await runExport(true))
      execFileSync('ssconvert', [csv, path.join(dir, 'book.gnumeric')], { stdio: 'ignore' })
      const cells = cellsOf(await readFile(path.join(dir, 'book.gnumeric')))

      // Gnumeric writes a formula cell without a value type
      expect(cells.filter((cell) => cell.type === null)).toEqual([])
      const column = (col: number) => cells.filter((cell) => cell.col === col && cell.row > 0)
      const keys = column(0)
      expect(keys.every((cell) => cell.type === '60')).toBe(true)
      const stored = await guestRows(database().db)
      expect(keys.map((cell) => cell.text)).toEqual(stored.map((row) => row.human_key))
      expect(keys.map((cell) => cell.text)).toContain('001')
      expect(keys.map((cell) => cell.text)).toContain('5E3')
      expect(column(1).map((cell) => cell.text)).toEqual(stored.map((row) => row.family_name))

      // saved as a workbook and back to CSV, as a couple who edits it in a spreadsheet would
      execFileSync('ssconvert', [csv, path.join(dir, 'book.xlsx')], { stdio: 'ignore' })
      execFileSync('ssconvert', [path.join(dir, 'book.xlsx'), path.join(dir, 'saved.csv')], {
        stdio: 'ignore',
      })
      const again = await runImport(await readFile(path.join(dir, 'saved.csv')), false)
      expect(again.stdout).toMatch(/Already up to date: 21 invitations/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('opens the people export for Excel with «ñ», 001 and a row per confirmed seat, in the couple’s words', async () => {
    await runImport(
      utf8('Número,Familia,Jefe de familia,Lugares\n017,Familia Peña Ibáñez,Begoña Peña,4\n'),
    )
    // 4 seats, two people described: a girl without a meal, a vegetarian without a name
    for (const [key, tickets, people] of [
      ['017', 4, [{ name: 'Begoña Peña', child: true }, { meal: 'vegetariano' }]],
      ['001', 2, [{ name: 'Ñeri García', meal: 'alergia', meal_details: 'nueces' }]],
    ] as const) {
      await database().db.query('select public.respond_invitation($1, true, $2, $3::json)', [
        key,
        tickets,
        JSON.stringify(people),
      ])
    }
    const { labels } = await readExportContent({
      kind: 'embedded',
      dataset: new URL('../../content/data.ndjson', import.meta.url),
    })
    const dir = await mkdtemp(path.join(os.tmpdir(), 'guests-gnumeric-people-'))
    const open = async (name: string, csv: string) => {
      await writeFile(path.join(dir, `${name}.csv`), csv)
      execFileSync('ssconvert', [`${name}.csv`, `${name}.gnumeric`], { cwd: dir, stdio: 'ignore' })
      return cellsOf(await readFile(path.join(dir, `${name}.gnumeric`)))
    }
    try {
      const people = await runExport(true, { people: true, labels })
      // Gnumeric guesses UTF-8 by itself; Excel needs the byte-order mark
      expect(people.startsWith('\uFEFF')).toBe(true)
      const cells = await open('personas-excel', people)
      expect(cells.filter((cell) => cell.type === null)).toEqual([])
      // the sheet as rows of 7 columns, below the header
      const table: string[][] = []
      for (const cell of cells.filter((cell) => cell.row > 0)) {
        const row = (table[cell.row - 1] ??= Array<string>(7).fill(''))
        row[cell.col] = cell.text
      }
      const attending = (await guestRows(database().db)).filter((row) => row.will_attend)
      // one row per confirmed seat: 001's 2, 017's 4 and the seeded answers' 8
      expect(table).toHaveLength(attending.reduce((sum, row) => sum + row.confirmed_tickets, 0))
      expect(table).toHaveLength(14)
      expect(
        cells.filter((cell) => cell.col === 0 && cell.row > 0).every((c) => c.type === '60'),
      ).toBe(true)
      expect(table.filter((row) => row[0] === '001' || row[0] === '017')).toEqual([
        [
          '001',
          'Familia García Hernández',
          'Ñeri García',
          '',
          'Alergia o intolerancia',
          'nueces',
          '',
        ],
        [
          '001',
          'Familia García Hernández',
          'Invitado 2 · Familia García Hernández',
          '',
          'Sin datos',
          '',
          '',
        ],
        ['017', 'Familia Peña Ibáñez', 'Begoña Peña', 'Niña o niño', 'Sin preferencia', '', ''],
        [
          '017',
          'Familia Peña Ibáñez',
          'Invitado 2 · Familia Peña Ibáñez',
          '',
          'Vegetariano',
          '',
          '',
        ],
        ['017', 'Familia Peña Ibáñez', 'Invitado 3 · Familia Peña Ibáñez', '', 'Sin datos', '', ''],
        ['017', 'Familia Peña Ibáñez', 'Invitado 4 · Familia Peña Ibáñez', '', 'Sin datos', '', ''],
      ])

      // the caterer's summary: labels as text, counts as numbers that add up to the seats
      const summary = await open('resumen-comida', await runExport(true, { meals: true, labels }))
      const counted = summary.filter((cell) => cell.row > 0 && cell.col === 1)
      expect(counted.every((cell) => cell.type === '40')).toBe(true)
      const label = (row: number) =>
        summary.find((cell) => cell.row === row && cell.col === 0)?.text
      expect(counted.map((cell) => [label(cell.row), Number(cell.text)])).toEqual([
        ['Sin restricciones', 0],
        ['Vegetariano', 1],
        ['Vegano', 0],
        ['Sin gluten', 0],
        ['Alergia o intolerancia', 1],
        ['Sin preferencia', 1],
        ['Sin datos', 11],
        ['Total', 14],
      ])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
