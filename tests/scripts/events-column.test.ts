import { parse } from 'csv-parse/sync'
import { beforeEach, describe, expect, it } from 'vitest'
import { exportCommand } from '../../scripts/guests/commands/export'
import { importCommand } from '../../scripts/guests/commands/import'
import { rsvpQuestionTextDefaults } from '../../web/src/content/rsvp-questions'
import { peopleLabelsOf } from '../../web/src/lib/guest-csv/people-rows'
import { captureOutput, utf8 } from './support/capture-output'
import { freshSeededDatabase } from './support/guest-database'

const database = freshSeededDatabase()

const events = [
  { key: 'event-civil', title: 'Ceremonia Civil' },
  { key: 'event-ceremony', title: 'Ceremonia Religiosa' },
  { key: 'event-reception', title: 'Recepción' },
]

beforeEach(async () => {
  await database().db.query('update public.rsvp_settings set event_keys = $1', [
    events.map((event) => event.key),
  ])
})

const header = 'Número,Familia,Jefe de familia,Lugares,Eventos'

async function runImport(csv: string | Uint8Array, updateExisting = false) {
  const captured = captureOutput()
  let reads = 0
  const code = await importCommand(
    {
      fileName: 'invitados.csv',
      bytes: typeof csv === 'string' ? utf8(csv) : csv,
      dryRun: false,
      updateExisting,
      readEvents: async () => {
        reads += 1
        return events
      },
    },
    database().store,
    captured.output,
  )
  return { code, stdout: captured.stdout(), stderr: captured.stderr(), reads }
}

async function runExport(excel: boolean) {
  const captured = captureOutput()
  await exportCommand(
    {
      history: false,
      excel,
      outFile: null,
      timeZone: 'America/Mexico_City',
      labels: peopleLabelsOf(
        { askAgeGroup: true, mealChoices: [], events },
        rsvpQuestionTextDefaults,
      ),
    },
    database().store,
    captured.output,
  )
  return captured.stdout()
}

async function storedEvents(key: string): Promise<string[] | null | undefined> {
  const { rows } = await database().db.query<{ event_keys: string[] | null }>(
    'select event_keys from public.rsvp_guests where human_key = $1',
    [key],
  )
  return rows[0]?.event_keys
}

describe('the «Eventos» column through npm run guests:import and guests:export', () => {
  it('invites each family to the events its row names by title, and an empty cell to all', async () => {
    const { code, stdout } = await runImport(
      `${header}\n` +
        '017,Familia Pérez,,4,"recepcion; ceremonia civil"\n' +
        '018,Familia Ruiz,,2,\n',
    )
    expect(code).toBe(0)
    expect(stdout).toMatch(/017 +Familia Pérez +4 tickets +events: Ceremonia Civil, Recepción\n/)
    expect(await storedEvents('017')).toEqual(['event-civil', 'event-reception'])
    expect(await storedEvents('018')).toBeNull()
  })

  it('refuses an unknown title in English, naming the line and the title, and writes nothing', async () => {
    const { code, stderr } = await runImport(
      `${header}\n017,Familia Pérez,,4,Recepción\n018,Familia Ruiz,,2,Recepción; Tornaboda\n`,
    )
    expect(code).toBe(1)
    expect(stderr).toMatch(/1 problem\. Nothing was written/)
    expect(stderr).toMatch(/3 +events +"Tornaboda" is not one of the events/)
    expect(await storedEvents('017')).toBeUndefined()
  })

  it('reads the couple’s events only for a file with the column', async () => {
    const without = await runImport(
      'Número,Familia,Jefe de familia,Lugares\n017,Familia Pérez,,4\n',
    )
    expect(without.code).toBe(0)
    expect(without.reads).toBe(0)
    expect((await runImport(`${header}\n018,Familia Ruiz,,4,\n`)).reads).toBe(1)
  })

  it('shows a change of events by titles, and keeps the stored events without the column', async () => {
    await runImport(`${header}\n017,Familia Pérez,,4,Recepción\n`)
    const changed = await runImport(`${header}\n017,Familia Pérez,,4,\n`, true)
    expect(changed.stdout).toMatch(/017 +events: Recepción → \(all events\)/)
    expect(await storedEvents('017')).toBeNull()

    await runImport(`${header}\n017,Familia Pérez,,4,Ceremonia Religiosa\n`, true)
    const without = await runImport(
      'Número,Familia,Jefe de familia,Lugares\n017,Familia Pérez,,4\n',
    )
    expect(without.stdout).toMatch(/Already up to date: 1 invitation/)
    expect(await storedEvents('017')).toEqual(['event-ceremony'])
  })

  it('exports the titles joined by ", " (empty for all), which import back to the same', async () => {
    await runImport(
      `${header}\n017,Familia Pérez,,4,Recepción;Ceremonia Civil\n018,Familia Ruiz,,2,\n`,
    )
    for (const excel of [false, true]) {
      const exported = await runExport(excel)
      const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[]
      // the Excel variant writes '017, so a spreadsheet keeps it as text
      const cells = Object.fromEntries(
        rows.map((row) => [row.human_key?.replace(/^'/, ''), row.events]),
      )
      expect(cells['017']).toBe('Ceremonia Civil, Recepción')
      expect(cells['018']).toBe('')

      const again = await runImport(utf8(exported), true)
      expect(again.code).toBe(0)
      expect(again.stdout).toMatch(/Nothing to change/)
      expect(await storedEvents('017')).toEqual(['event-civil', 'event-reception'])
      expect(await storedEvents('018')).toBeNull()
    }
  })

  it('takes «Eventos» and «Mesa» in one file, and exports them in that order to import back the same', async () => {
    const { code, stdout } = await runImport(
      `${header},Mesa\n017,Familia Pérez,,4,Recepción,Mesa Nueva\n018,Familia Ruiz,,2,,\n`,
    )
    expect(code).toBe(0)
    expect(stdout).toMatch(/New tables \(1\).*Mesa Nueva/)
    const stored = async () =>
      (
        await database().db.query<{
          human_key: string
          event_keys: string[] | null
          name: string | null
        }>(
          `select g.human_key, g.event_keys, t.name from public.rsvp_guests g
           left join public.rsvp_tables t on t.id = g.table_id
           where g.human_key in ('017', '018') order by g.human_key`,
        )
      ).rows
    const expected = [
      { human_key: '017', event_keys: ['event-reception'], name: 'Mesa Nueva' },
      { human_key: '018', event_keys: null, name: null },
    ]
    expect(await stored()).toEqual(expected)

    const exported = await runExport(false)
    expect(exported.split('\n')[0]).toMatch(/,phone,events,table_name,will_attend,/)
    expect(exported).toContain('\n017,Familia Pérez,,4,,Recepción,Mesa Nueva,,0,\n')
    const again = await runImport(utf8(exported), true)
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/Nothing to change/)
    expect(await stored()).toEqual(expected)
  })
})
