/**
 * npm run db:types: writes the database's TypeScript types from the migrations, by migrating an
 * in-memory PostgreSQL (PGlite) and reading its catalogue. With --check it only says whether the
 * committed file is up to date (CI runs it so a migration never ships without its types).
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { openRsvpDatabase } from '../../server/rsvp/open-database'
import { introspect } from './introspect'
import { renderTypes } from './render-types'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const typesFile = path.join(root, 'web/src/lib/guest-list/database-types.ts')

async function generatedTypes(): Promise<string> {
  const db = await openRsvpDatabase()
  try {
    const text = renderTypes(await introspect(db))
    return await format(text, { ...(await resolveConfig(typesFile)), filepath: typesFile })
  } finally {
    await db.close()
  }
}

async function main(check: boolean) {
  const fresh = await generatedTypes()
  const relative = path.relative(root, typesFile)
  if (!check) {
    await writeFile(typesFile, fresh)
    console.log(`Wrote ${relative} from the migrations.`)
    return
  }
  const committed = await readFile(typesFile, 'utf8').catch(() => '')
  if (committed !== fresh) {
    console.error(`${relative} is stale: a migration changed the schema. Run npm run db:types.`)
    process.exitCode = 1
    return
  }
  console.log(`${relative} matches the migrations.`)
}

await main(process.argv.includes('--check'))
