/**
 * Imports the default dataset (content/data.ndjson and its images) into a real Sanity project.
 *
 *   SANITY_STUDIO_PROJECT_ID=abc123 npm run content:import            # adds missing documents
 *   SANITY_STUDIO_PROJECT_ID=abc123 npm run content:import -- --replace  # overwrites them
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const args = process.argv.slice(2)
const unknown = args.filter((arg) => arg !== '--replace')

if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. The only option is --replace.`)
  process.exit(2)
}

const projectId = process.env.SANITY_STUDIO_PROJECT_ID?.trim()
const dataset = process.env.SANITY_STUDIO_DATASET?.trim() || 'production'

if (!projectId) {
  console.error(
    'Set SANITY_STUDIO_PROJECT_ID (and optionally SANITY_STUDIO_DATASET) to the project to import into.\n' +
      'Log in first with `npx sanity login`, or set SANITY_AUTH_TOKEN to a token with write access.',
  )
  process.exit(2)
}

// Without --replace, documents the couple already edited in the Studio are left untouched.
const mode = args.includes('--replace') ? '--replace' : '--missing'
console.log(`Importing content/ into ${projectId}/${dataset} (${mode})…`)

const result = spawnSync(
  'npx',
  ['sanity', 'dataset', 'import', path.join(root, 'content'), dataset, mode],
  { cwd: path.join(root, 'studio'), stdio: 'inherit', env: process.env },
)
process.exit(result.status ?? 1)
