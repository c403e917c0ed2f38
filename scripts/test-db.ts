/**
 * npm run test:db: the pgTAP tests in supabase/tests/ on a real PostgreSQL 15, set up the way a
 * hosted Supabase project is (supabase/bootstrap.sql, then every migration and the seed), in a
 * throwaway cluster that is started and removed again.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findPostgres } from './test-db/postgres-install'
import { parseTap, tapPassed } from './test-db/tap'
import { startCluster, type Cluster } from './test-db/throwaway-cluster'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const supabase = path.join(root, 'supabase')
const database = 'rsvp_test'

const found = findPostgres()
if (!found.ok) {
  console.error(
    `npm run test:db needs PostgreSQL 15 with pgTAP. Missing: ${found.missing.join(', ')}.\n` +
      'On Debian or Ubuntu: apt-get install postgresql-15 postgresql-15-pgtap ' +
      '(or set PG_BIN_DIR to the folder of initdb and pg_ctl).',
  )
  process.exit(1)
}

const sqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(dir, name))

function check(step: string, result: ReturnType<Cluster['psql']>) {
  if (result.status !== 0) throw new Error(`${step} failed:\n${result.stderr || result.stdout}`)
}

function prepare(cluster: Cluster) {
  check('create database', cluster.psql(['-d', 'postgres', '-c', `create database ${database}`]))
  const run = (step: string, file: string) =>
    check(step, cluster.psql(['-d', database, '-f', file]))
  run('supabase/bootstrap.sql', path.join(supabase, 'bootstrap.sql'))
  // the test tools, before the migrations revoke the default execute right on new functions
  check(
    'pgTAP and dblink',
    cluster.psql(
      ['-d', database],
      `create extension pgtap with schema extensions;
       create extension dblink with schema extensions;
       grant execute on all functions in schema extensions to anon, authenticated, service_role;
       alter database ${database} set search_path = "$user", public, extensions;
       alter database ${database} set rsvp_test.connection = 'dbname=${database} host=${cluster.host} port=${cluster.port} user=postgres';`,
    ),
  )
  for (const file of sqlFiles(path.join(supabase, 'migrations'))) {
    run(path.relative(root, file), file)
  }
  run('supabase/seed.sql', path.join(supabase, 'seed.sql'))
}

const started = Date.now()
const cluster = startCluster(found.install)
const stop = () => cluster.stop()
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

let failedFiles = 0
let passed = 0
let failed = 0
try {
  prepare(cluster)
  for (const file of sqlFiles(path.join(supabase, 'tests'))) {
    const name = path.relative(root, file)
    const output = cluster.psql(['-d', database, '-A', '-t', '-f', file])
    const tap = parseTap(output.stdout)
    passed += tap.passed
    failed += tap.failed.length
    if (output.status === 0 && tapPassed(tap)) {
      console.log(`ok   ${name} (${tap.passed} tests)`)
      continue
    }
    failedFiles += 1
    console.log(`FAIL ${name} (${tap.passed} of ${tap.planned ?? '?'} passed)`)
    for (const line of [...tap.failed, ...tap.diagnostics]) console.log(`     ${line}`)
    if (output.status !== 0) console.log(`     ${output.stderr.trim().replace(/\n/g, '\n     ')}`)
  }
} finally {
  stop()
}

const seconds = ((Date.now() - started) / 1000).toFixed(1)
const files = sqlFiles(path.join(supabase, 'tests')).length
console.log(
  `\n${passed} passed, ${failed} failed; ${files - failedFiles} of ${files} files passed ` +
    `on PostgreSQL 15 (${seconds} s)`,
)
process.exit(failedFiles > 0 ? 1 : 0)
