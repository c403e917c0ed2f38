import { writeFile } from 'node:fs/promises'
import { historyCsv, invitationsCsv, peopleCsv } from '../../../web/src/lib/guest-csv/write-csv'
import { exitCode, plural, type ExitCode, type Output } from '../output'
import type { GuestStore } from '../stores/guest-store'

export type ExportOptions = {
  history: boolean
  /** One row per person of every accepted answer instead (the CLI refuses it with history). */
  people?: boolean
  excel: boolean
  /** The wedding's time zone; dates are written in it. */
  timeZone: string
  /** An absolute path, or null for standard output. */
  outFile: string | null
  /** The file as the couple typed it, for messages. */
  outName?: string
}

export async function exportCommand(
  options: ExportOptions,
  store: GuestStore,
  output: Output,
): Promise<ExitCode> {
  const flavor = { excel: options.excel, timeZone: options.timeZone, headers: 'english' } as const
  const { csv, count } = options.people
    ? await store.people().then((people) => ({
        csv: peopleCsv(people, flavor),
        count: plural(people.length, 'person', 'people'),
      }))
    : options.history
      ? await store.history().then((entries) => ({
          csv: historyCsv(entries, flavor),
          count: plural(entries.length, 'answer'),
        }))
      : await store.list().then((records) => ({
          csv: invitationsCsv(records, flavor),
          count: plural(records.length, 'invitation'),
        }))

  if (options.outFile === null) {
    output.stdout(csv)
    return exitCode.ok
  }
  const name = options.outName ?? options.outFile
  try {
    await writeFile(options.outFile, csv)
  } catch (error) {
    output.stderr(`Could not write ${name}: ${(error as Error).message}\n`)
    return exitCode.badInput
  }
  output.stdout(`Wrote ${count} from ${store.label} to ${name}.\n`)
  return exitCode.ok
}
