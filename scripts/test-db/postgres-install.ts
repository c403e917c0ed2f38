import { existsSync } from 'node:fs'
import path from 'node:path'

export type PostgresInstall = { bin: string; extensions: string }

const defaultCandidates = [process.env.PG_BIN_DIR, '/usr/lib/postgresql/15/bin'].filter(
  (dir): dir is string => Boolean(dir),
)

/** The PostgreSQL 15 programs and extension files the database tests need, or what is missing. */
export function findPostgres(
  candidates: readonly string[] = defaultCandidates,
): { ok: true; install: PostgresInstall } | { ok: false; missing: string[] } {
  const bin = candidates.find((dir) => existsSync(path.join(dir, 'initdb')))
  if (!bin) return { ok: false, missing: ['postgresql-15 (initdb, pg_ctl, postgres, psql)'] }
  // Debian: /usr/lib/postgresql/15/bin → /usr/share/postgresql/15/extension
  const version = path.basename(path.dirname(bin))
  const extensions = path.join('/usr/share/postgresql', version, 'extension')
  const missing = [
    ...['pg_ctl', 'postgres', 'psql'].filter((program) => !existsSync(path.join(bin, program))),
    ...(existsSync(path.join(extensions, 'pgtap.control')) ? [] : ['postgresql-15-pgtap (pgTAP)']),
    ...(existsSync(path.join(extensions, 'dblink.control'))
      ? []
      : ['dblink (part of postgresql-15)']),
  ]
  return missing.length > 0 ? { ok: false, missing } : { ok: true, install: { bin, extensions } }
}
