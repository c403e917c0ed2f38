import { ensureTemplates, removeOtherTemplates } from './support/database-template'

/** Migrates one database before the test files start; each PGlite test begins from a copy. */
export default async function setup() {
  const { key } = await ensureTemplates()
  await removeOtherTemplates(key)
}
