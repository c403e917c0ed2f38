/**
 * The couple's guest-list tools: import a CSV of invitations, export invitations and answers,
 * print a summary. Run through npm (see docs/guest-list-cli.md):
 *
 *   npm run guests:import -- invitados.csv --dry-run
 *   npm run guests:export -- --out respuestas.csv
 *   npm run guests:summary
 */
import { runCli } from './run-cli'
import { openStore } from './stores/open-store'

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  output: {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
  openStore,
})
