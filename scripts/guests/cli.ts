/**
 * The couple's guest-list tools: import a CSV of invitations, export invitations and answers,
 * print a summary. Run through npm (see docs/guest-list-cli.md):
 *
 *   npm run guests:import -- invitados.csv --dry-run
 *   npm run guests:export -- --out respuestas.csv
 *   npm run guests:summary
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { runCli } from './run-cli'
import { openStore } from './stores/open-store'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

process.exitCode = await runCli(process.argv.slice(2), {
  // the content the site reads: VITE_SANITY_PROJECT_ID from .env as the build sees it, unless the
  // shell sets it
  env: { ...loadEnv('production', root, 'VITE_SANITY_'), ...process.env },
  output: {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
  openStore,
})
