import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { exportCommand, type ExportOptions } from './commands/export'
import { importCommand, type ImportOptions } from './commands/import'
import { deadlineCommand } from './commands/deadline'
import {
  contentConfigFromEnv,
  isTimeZone,
  readExportContent,
  type ContentConfig,
} from './export-content'
import { resetAnswerCommand } from './commands/reset-answer'
import { summaryCommand } from './commands/summary'
import { defaultTimeZone } from '../../web/src/lib/guest-csv/local-time'
import {
  humanKeyProblem,
  normalizeHumanKey,
} from '../../web/src/lib/guest-csv/validate-invitations'
import {
  optionsTakenByNpm,
  storeConfigFromEnv,
  workingDirFromEnv,
  type GuestToolsEnv,
  type StoreConfig,
} from './config'
import { exitCode, type ExitCode, type Output } from './output'
import type { DeadlineChange, GuestStore } from './stores/guest-store'
import { StoreError } from './stores/store-error'
import { commandHelp, generalHelp, type CommandName } from './usage'

export type CliDeps = {
  env: GuestToolsEnv
  output: Output
  openStore: (config: StoreConfig, note: (text: string) => void) => Promise<GuestStore>
}

type Request =
  | { command: 'help' }
  | { command: 'summary' }
  | {
      command: 'export'
      options: Omit<ExportOptions, 'timeZone' | 'labels'>
      timeZone: string | null
    }
  | { command: 'import'; file: string; options: Omit<ImportOptions, 'bytes'> }
  | { command: 'reset-answer'; humanKey: string }
  | { command: 'deadline'; change: DeadlineChange | null }

const help = { type: 'boolean', short: 'h' } as const

const optionsOf = {
  import: { 'dry-run': { type: 'boolean' }, 'update-existing': { type: 'boolean' }, help },
  export: {
    out: { type: 'string', short: 'o' },
    history: { type: 'boolean' },
    people: { type: 'boolean' },
    meals: { type: 'boolean' },
    excel: { type: 'boolean' },
    'time-zone': { type: 'string' },
    help,
  },
  summary: { help },
  'reset-answer': { help },
  deadline: { invitation: { type: 'string' }, general: { type: 'boolean' }, help },
} as const

class UsageError extends Error {}

const isCommand = (name: string): name is CommandName => Object.hasOwn(optionsOf, name)

const isParseArgsError = (error: unknown): error is Error =>
  error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')

export async function runCli(argv: readonly string[], deps: CliDeps): Promise<ExitCode> {
  const { output } = deps
  const [name, ...args] = argv
  if (name === undefined) {
    output.stderr(generalHelp)
    return exitCode.usage
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    output.stdout(generalHelp)
    return exitCode.ok
  }
  if (!isCommand(name)) {
    output.stderr(`Unknown command "${name}".\n\n${generalHelp}`)
    return exitCode.usage
  }

  let request: Exclude<Request, { command: 'help' }>
  let config: StoreConfig
  // an import reads the content only for a file with an events column: a mistake in
  // VITE_SANITY_PROJECT_ID stops no other import
  let contentConfig: ContentConfig | null = null
  try {
    const swallowed = optionsTakenByNpm(deps.env)
    if (swallowed.length > 0) {
      throw new UsageError(
        `npm kept ${swallowed.join(' ')} for itself, so the command never saw it. Put -- ` +
          `between the script name and its options: npm run guests:${name} -- ${swallowed.join(' ')}`,
      )
    }
    const parsed = parseRequest(name, args, workingDirFromEnv(deps.env))
    if (parsed.command === 'help') {
      output.stdout(commandHelp[name])
      return exitCode.ok
    }
    request = parsed
    const configured = storeConfigFromEnv(deps.env)
    if (!configured.ok) throw new UsageError(configured.message)
    config = configured.config
    if (request.command === 'export') {
      try {
        contentConfig = contentConfigFromEnv(deps.env)
      } catch (error) {
        throw new UsageError((error as Error).message)
      }
    }
  } catch (error) {
    if (!(error instanceof UsageError) && !isParseArgsError(error)) throw error
    output.stderr(`${error.message}\nSee npm run guests:${name} -- --help\n`)
    return exitCode.usage
  }

  let importOptions: ImportOptions | undefined
  if (request.command === 'import') {
    try {
      importOptions = {
        ...request.options,
        bytes: await readFile(request.file),
        readEvents: async () =>
          (await readExportContent(importContentConfig(deps.env))).labels.events,
      }
    } catch (error) {
      output.stderr(`Cannot read ${request.options.fileName}: ${(error as Error).message}\n`)
      return exitCode.badInput
    }
  }

  let store: GuestStore | undefined
  try {
    store = await deps.openStore(config, (text) => output.stderr(`${text}\n`))
    if (importOptions) return await importCommand(importOptions, store, output)
    if (request.command === 'export') {
      // the content is read only when the export needs it: Sanity may be out of reach
      const content =
        contentConfig && (!request.options.history || request.timeZone === null)
          ? await readExportContent(contentConfig)
          : null
      const timeZone = request.timeZone ?? content?.timeZone ?? defaultTimeZone
      return await exportCommand(
        { ...request.options, timeZone, labels: content?.labels },
        store,
        output,
      )
    }
    if (request.command === 'reset-answer') {
      return await resetAnswerCommand(request.humanKey, store, output)
    }
    if (request.command === 'deadline') return await deadlineCommand(request.change, store, output)
    return await summaryCommand(store, output)
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    output.stderr(`${error.message}\n`)
    return exitCode.badInput
  } finally {
    await store?.close()
  }
}

/** The content an import reads its events from; a mistake in the settings stops this import only. */
function importContentConfig(env: GuestToolsEnv): ContentConfig {
  try {
    return contentConfigFromEnv(env)
  } catch (error) {
    throw new StoreError(`Cannot read the events the file names: ${(error as Error).message}`)
  }
}

function parseRequest(name: CommandName, args: string[], cwd: string): Request {
  const { values, positionals } = parseArgs({
    args,
    options: optionsOf[name],
    allowPositionals: name === 'import' || name === 'reset-answer' || name === 'deadline',
    strict: true,
  })
  const flags = values as Record<string, string | boolean | undefined>
  if (flags.help) return { command: 'help' }
  if (name === 'summary') return { command: 'summary' }
  if (name === 'reset-answer') {
    const [key, ...extra] = positionals
    if (key === undefined || extra.length > 0) {
      throw new UsageError('Name one invitation number, e.g. npm run guests:reset-answer -- 014')
    }
    const humanKey = normalizeHumanKey(key)
    const problem = humanKeyProblem(key)
    if (humanKey === '' || problem) {
      throw new UsageError(problem ?? 'Name one invitation number, e.g. 014')
    }
    return { command: 'reset-answer', humanKey }
  }

  if (name === 'deadline')
    return { command: 'deadline', change: deadlineChange(flags, positionals) }

  if (name === 'export') {
    const out = typeof flags.out === 'string' ? flags.out.trim() : null
    if (out === '') throw new UsageError('--out needs a file name, e.g. --out invitados.csv')
    const kinds = (['history', 'people', 'meals'] as const).filter((kind) => flags[kind] === true)
    if (kinds.length > 1) {
      throw new UsageError(
        `Export ${kinds.map((kind) => `--${kind}`).join(' or ')}, one at a time.`,
      )
    }
    const timeZone = typeof flags['time-zone'] === 'string' ? flags['time-zone'].trim() : null
    if (timeZone !== null && !isTimeZone(timeZone)) {
      throw new UsageError(
        `--time-zone "${timeZone}" is not a time zone; write one like America/Mexico_City.`,
      )
    }
    return {
      command: 'export',
      timeZone,
      options: {
        history: flags.history === true,
        people: flags.people === true,
        meals: flags.meals === true,
        excel: flags.excel === true,
        outFile: out === null ? null : path.resolve(cwd, out),
        outName: out ?? undefined,
      },
    }
  }

  const [file, ...extra] = positionals
  if (file === undefined) {
    throw new UsageError('Name the CSV file to import, e.g. npm run guests:import -- invitados.csv')
  }
  if (extra.length > 0) {
    throw new UsageError(`Import one file at a time (got ${positionals.join(', ')}).`)
  }
  return {
    command: 'import',
    file: path.resolve(cwd, file),
    options: {
      fileName: file,
      dryRun: flags['dry-run'] === true,
      updateExisting: flags['update-existing'] === true,
    },
  }
}

/** A calendar day as YYYY-MM-DD, and one that exists (no 30 February). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

function deadlineChange(
  flags: Record<string, string | boolean | undefined>,
  positionals: string[],
): DeadlineChange | null {
  const [date, ...extra] = positionals
  if (extra.length > 0) throw new UsageError('Give one date, e.g. 2025-10-20.')
  if (date !== undefined && !isDay(date)) {
    throw new UsageError(`"${date}" is not a date; write it as YYYY-MM-DD, e.g. 2025-10-20.`)
  }
  const invitation = typeof flags.invitation === 'string' ? flags.invitation : null
  if (invitation === null) {
    if (flags.general === true) throw new UsageError('--general goes with --invitation <number>.')
    return date === undefined ? null : { humanKey: null, deadline: date }
  }
  const humanKey = normalizeHumanKey(invitation)
  const problem = humanKeyProblem(invitation)
  if (humanKey === '' || problem) throw new UsageError(problem ?? 'Name one invitation number.')
  if (flags.general === true) {
    if (date !== undefined) throw new UsageError('Give a date or --general, not both.')
    return { humanKey, deadline: null }
  }
  if (date === undefined) {
    throw new UsageError('Give the date for this invitation, or --general to take its own away.')
  }
  return { humanKey, deadline: date }
}
