import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { StoreConfig } from '../../scripts/guests/config'
import { runCli, type CliDeps } from '../../scripts/guests/run-cli'
import type {
  DeadlineChange,
  GuestChanges,
  GuestStore,
} from '../../scripts/guests/stores/guest-store'
import { openStore } from '../../scripts/guests/stores/open-store'
import { StoreError } from '../../scripts/guests/stores/store-error'
import { captureOutput } from './support/capture-output'
import { rsvpQuestionsQuery } from '../../web/src/content/queries'
import { defaultDataset, queryDefaultDataset } from '../support/default-dataset'
import { startSanityApiStandIn } from '../support/sanity-api-stand-in'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'guests-cli-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** An empty guest list that remembers what it was asked to do. */
function fakeStore() {
  const writes: GuestChanges[] = []
  const resets: string[] = []
  const deadlines: DeadlineChange[] = []
  let closed = false
  const store: GuestStore = {
    label: 'the fake list',
    list: async () => [],
    history: async () => [],
    people: async () => [],
    write: async (changes) => {
      writes.push(changes)
    },
    seating: async () => ({ tables: [], apart: [] }),
    tables: async () => [],
    resetAnswer: async (humanKey) => {
      resets.push(humanKey)
      return 'not-found'
    },
    deadlines: async () => ({ general: '2025-10-05', own: [] }),
    setDeadline: async (change) => {
      deadlines.push(change)
      return change.humanKey !== 'ZZZ'
    },
    close: async () => {
      closed = true
    },
  }
  return { store, writes, resets, deadlines, isClosed: () => closed }
}

async function run(argv: string[], env: CliDeps['env'] = {}) {
  const fake = fakeStore()
  const opened: StoreConfig[] = []
  const captured = captureOutput()
  const code = await runCli(argv, {
    env: { INIT_CWD: dir, ...env },
    output: captured.output,
    openStore: async (config) => {
      opened.push(config)
      return fake.store
    },
  })
  return { code, stdout: captured.stdout(), stderr: captured.stderr(), opened, ...fake }
}

describe('usage', () => {
  it('prints the overview with --help and exits 0', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/npm run guests:import -- <file\.csv>/)
  })

  it('prints each command’s own help', async () => {
    for (const command of ['import', 'export', 'summary', 'reset-answer', 'deadline']) {
      const { code, stdout, opened } = await run([command, '--help'])
      expect(code).toBe(0)
      expect(stdout).toContain(`npm run guests:${command}`)
      expect(opened).toEqual([])
    }
  })

  it.each([
    ['no command', []],
    ['an unknown command', ['delete']],
    ['an import without a file', ['import']],
    ['an import of two files', ['import', 'a.csv', 'b.csv']],
    ['an unknown option', ['summary', '--verbose']],
    ['--out without a file', ['export', '--out', ' ']],
    ['an export with a stray argument', ['export', 'file.csv']],
    ['an export of both the history and the people', ['export', '--history', '--people']],
    ['an export of both the people and the meals', ['export', '--people', '--meals']],
    ['an export by table of the people too', ['export', '--by-table', '--people']],
    ['a reset without a number', ['reset-answer']],
    ['a reset of two numbers', ['reset-answer', '001', '002']],
    ['a reset of something that is no number', ['reset-answer', 'A-1']],
    ['a deadline that is no date', ['deadline', '20/10/2025']],
    ['a deadline on a day that does not exist', ['deadline', '2025-02-30']],
    ['two deadlines', ['deadline', '2025-10-20', '2025-10-21']],
    ['--general without an invitation', ['deadline', '--general']],
    [
      'a date and --general together',
      ['deadline', '2025-10-20', '--invitation', '014', '--general'],
    ],
    ['an invitation without a date', ['deadline', '--invitation', '014']],
  ])('exits 2 for %s, touching no database', async (_, argv) => {
    const { code, stderr, opened } = await run(argv)
    expect(code).toBe(2)
    expect(stderr).not.toBe('')
    expect(opened).toEqual([])
  })

  it('refuses to run when npm kept --dry-run for itself, so nothing is imported for real', async () => {
    await writeFile(path.join(dir, 'invitados.csv'), 'x')
    const { code, stderr, opened } = await run(['import', 'invitados.csv'], {
      npm_config_dry_run: 'true',
    })
    expect(code).toBe(2)
    expect(stderr).toMatch(/npm kept --dry-run.*npm run guests:import -- --dry-run/s)
    expect(opened).toEqual([])
  })
})

describe('npm run guests:deadline', () => {
  it('shows the dates without changing any', async () => {
    const { code, stdout, deadlines } = await run(['deadline'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/General deadline: 2025-10-05/)
    expect(deadlines).toEqual([])
  })

  it('sets the general date, or one invitation’s, or takes that away', async () => {
    expect((await run(['deadline', '2025-10-20'])).deadlines).toEqual([
      { humanKey: null, deadline: '2025-10-20' },
    ])
    expect((await run(['deadline', '2025-10-25', '--invitation', 'k7w'])).deadlines).toEqual([
      { humanKey: 'K7W', deadline: '2025-10-25' },
    ])
    expect((await run(['deadline', '--invitation', '014', '--general'])).deadlines).toEqual([
      { humanKey: '014', deadline: null },
    ])
  })
})

describe('where the tools work', () => {
  it('uses the embedded database in RSVP_DATA_DIR by default', async () => {
    const { opened } = await run(['summary'], { RSVP_DATA_DIR: '/srv/rsvp' })
    expect(opened).toEqual([{ kind: 'embedded', dataDir: '/srv/rsvp' }])
  })

  it('uses Supabase when both the address and the service-role key are set', async () => {
    const { opened } = await run(['summary'], {
      SUPABASE_URL: 'https://abcdefgh.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: 'secret',
    })
    expect(opened).toEqual([
      { kind: 'supabase', url: 'https://abcdefgh.supabase.co', serviceRoleKey: 'secret' },
    ])
  })

  it.each([
    [{ SUPABASE_URL: 'https://abcdefgh.supabase.co' }, /SUPABASE_SERVICE_ROLE_KEY is not set/],
    [{ SUPABASE_SERVICE_ROLE_KEY: 'secret' }, /SUPABASE_URL is not set/],
    [{ SUPABASE_URL: 'abcdefgh', SUPABASE_SERVICE_ROLE_KEY: 'secret' }, /not an address/],
  ])('exits 2 for a half-made Supabase setting %j', async (env, message) => {
    const { code, stderr, opened } = await run(['summary'], env)
    expect(code).toBe(2)
    expect(stderr).toMatch(message)
    expect(opened).toEqual([])
  })

  it('reads and writes files relative to the folder npm was run in', async () => {
    await writeFile(
      path.join(dir, 'invitados.csv'),
      'human_key,family_name,family_chief,available_tickets\n017,Familia Pérez,,4\n',
    )
    const imported = await run(['import', 'invitados.csv'])
    expect(imported.code).toBe(0)
    expect(imported.writes[0]?.insert.map((row) => row.humanKey)).toEqual(['017'])
    expect(imported.isClosed()).toBe(true)

    const exported = await run(['export', '--out', 'respuestas.csv'])
    expect(exported.code).toBe(0)
    expect(await readFile(path.join(dir, 'respuestas.csv'), 'utf8')).toMatch(/^human_key,/)
  })

  it('exits 1 for a file that does not exist, before opening any database', async () => {
    const { code, stderr, opened } = await run(['import', 'missing.csv'])
    expect(code).toBe(1)
    expect(stderr).toMatch(/Cannot read missing\.csv/)
    expect(opened).toEqual([])
  })

  it('exits 1 with the store’s explanation when the guest list cannot be opened', async () => {
    const captured = captureOutput()
    const code = await runCli(['summary'], {
      env: {},
      output: captured.output,
      openStore: async () => {
        throw new StoreError('Supabase refused the key.')
      },
    })
    expect(code).toBe(1)
    expect(captured.stderr()).toBe('Supabase refused the key.\n')
  })

  it('tells the couple to stop the server when it holds the embedded database', async () => {
    const dataDir = path.join(dir, 'rsvp')
    // the parent of the test process stands in for a running npm start
    await writeFile(`${dataDir}.lock`, `${process.ppid}\n`)
    const captured = captureOutput()
    const code = await runCli(['summary'], {
      env: { RSVP_DATA_DIR: dataDir },
      output: captured.output,
      openStore,
    })
    expect(code).toBe(1)
    expect(captured.stderr()).toMatch(
      new RegExp(`in use by another program \\(process ${process.ppid}\\).*Stop it`, 's'),
    )
  })
})

describe('the content the exports read', () => {
  /** One family of three attending, one of them described, with a meal and an event. */
  const attendingStore = (): GuestStore => ({
    ...fakeStore().store,
    list: async () => [
      {
        humanKey: '001',
        familyName: 'Familia Peña',
        familyChief: null,
        availableTickets: 4,
        phone: null,
        eventKeys: null,
        confirmedTickets: 3,
        willAttend: true,
        confirmedAt: '2026-11-20T18:00:00.000Z',
        tableName: null,
      },
    ],
    people: async () => [
      {
        humanKey: '001',
        familyName: 'Familia Peña',
        name: 'Iñigo Peña',
        child: true,
        meal: 'vegetariano',
        mealDetails: null,
        events: ['event-reception'],
      },
    ],
  })

  async function exportPeople(env: CliDeps['env']) {
    const captured = captureOutput()
    const code = await runCli(['export', '--people', '--out', 'personas.csv'], {
      env: { INIT_CWD: dir, ...env },
      output: captured.output,
      openStore: async () => attendingStore(),
    })
    const file = await readFile(path.join(dir, 'personas.csv'), 'utf8').catch(() => '')
    return { code, stdout: captured.stdout(), stderr: captured.stderr(), file }
  }

  it('writes the labels of the embedded dataset when no Sanity project is set', async () => {
    const { code, stdout, file } = await exportPeople({})
    expect(code).toBe(0)
    expect(stdout).toBe('Wrote 3 people from the fake list to personas.csv.\n')
    expect(file).toBe(
      '\uFEFFhuman_key,family_name,name,age,meal,meal_details,events\n' +
        // the dataset does not ask about events: an event key stays as it is
        '001,Familia Peña,Iñigo Peña,Niña o niño,Vegetariano,,event-reception\n' +
        '001,Familia Peña,Invitado 2 · Familia Peña,,Sin datos,,\n' +
        '001,Familia Peña,Invitado 3 · Familia Peña,,Sin datos,,\n',
    )
  })

  it('reads the couple’s words from their Sanity project, as the site does', async () => {
    const { documents } = await defaultDataset()
    const questions = documents.find((document) => document._id === 'rsvpQuestions')!
    const standIn = await startSanityApiStandIn({
      projectId: 'boda-test',
      dataset: 'production',
      documents: documents.map((document) =>
        document === questions
          ? {
              ...questions,
              askEvents: true,
              mealChoices: [
                { _key: 'vegetariano', _type: 'mealChoice', label: 'Menú vegetariano' },
              ],
              texts: { child: 'Menor de edad' },
            }
          : document,
      ),
    })
    try {
      const { code, file, stderr } = await exportPeople({
        VITE_SANITY_PROJECT_ID: 'boda-test',
        VITE_SANITY_API_HOST: standIn.url,
      })
      expect(stderr).toBe('')
      expect(code).toBe(0)
      const reception = (await queryDefaultDataset(rsvpQuestionsQuery))?.eventsAsked?.find(
        (event) => event?._id === 'event-reception',
      )?.title
      expect(file).toContain(
        `001,Familia Peña,Iñigo Peña,Menor de edad,Menú vegetariano,,${reception}\n`,
      )
      expect(standIn.requests).toHaveLength(1)
    } finally {
      await standIn.close()
    }
  })

  it('exits 2 for a Sanity project id that is none, and imports regardless', async () => {
    const { code, stderr, file } = await exportPeople({ VITE_SANITY_PROJECT_ID: 'Boda Test' })
    expect(code).toBe(2)
    expect(stderr).toMatch(/VITE_SANITY_PROJECT_ID "Boda Test" is not a Sanity project id/)
    expect(file).toBe('')
    await writeFile(
      path.join(dir, 'invitados.csv'),
      'human_key,family_name,family_chief,available_tickets\n017,Familia Pérez,,4\n',
    )
    expect(
      (await run(['import', 'invitados.csv'], { VITE_SANITY_PROJECT_ID: 'Boda Test' })).code,
    ).toBe(0)
  })

  it('reads the events an import names from the couple’s Sanity project', async () => {
    const { documents } = await defaultDataset()
    const standIn = await startSanityApiStandIn({
      projectId: 'boda-test',
      dataset: 'production',
      documents: documents.map((document) =>
        document._id === 'rsvpQuestions' ? { ...document, askEvents: true } : document,
      ),
    })
    try {
      await writeFile(
        path.join(dir, 'invitados.csv'),
        'Número,Familia,Jefe de familia,Lugares,Eventos\n017,Familia Pérez,,4,recepcion\n',
      )
      const { code, writes, stderr } = await run(['import', 'invitados.csv'], {
        VITE_SANITY_PROJECT_ID: 'boda-test',
        VITE_SANITY_API_HOST: standIn.url,
      })
      expect(stderr).toBe('')
      expect(code).toBe(0)
      expect(writes[0]?.insert[0]).toMatchObject({
        humanKey: '017',
        eventKeys: ['event-reception'],
      })
    } finally {
      await standIn.close()
    }
  })

  it('exits 1 and says so when the Sanity project cannot be read', async () => {
    const { code, stderr, file } = await exportPeople({
      VITE_SANITY_PROJECT_ID: 'boda-test',
      VITE_SANITY_API_HOST: 'http://127.0.0.1:9',
    })
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /^Could not read the content of Sanity project boda-test \(dataset production\)/,
    )
    expect(file).toBe('')
  })
})
