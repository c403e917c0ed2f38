import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PostgresInstall } from './postgres-install'

export type Cluster = {
  /** The unix-socket folder and port psql and dblink connect to. */
  host: string
  port: number
  psql: (args: string[], input?: string) => ClientResult
  /** pg_dump of the cluster, as its superuser */
  pgDump: (args: string[]) => ClientResult
  stop: () => void
}

type ClientResult = { status: number; stdout: string; stderr: string }

/**
 * PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user the
 * Debian package creates; otherwise as the current user.
 */
function serverUser(): string[] {
  if (process.getuid?.() !== 0) return []
  const known = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (known.status !== 0) {
    throw new Error(
      'Running as root, the database tests start PostgreSQL as the user postgres, which does ' +
        'not exist. Install postgresql-15 (it creates that user) or run as a normal user.',
    )
  }
  return ['runuser', '-u', 'postgres', '--']
}

/**
 * A new cluster in a temporary folder, listening only on a unix socket in that folder (no TCP,
 * so it never collides with another server), with a port of its own for the socket's name.
 */
export function startCluster(install: PostgresInstall): Cluster {
  const as = serverUser()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rsvp-pgtap-'))
  if (as.length > 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const data = path.join(dir, 'data')
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const run = (program: string, args: string[]) => {
    const [command, ...prefix] = [...as, path.join(install.bin, program)]
    const result = spawnSync(command!, [...prefix, ...args], { encoding: 'utf8' })
    if (result.status !== 0) {
      throw new Error(`${program} failed:\n${result.stdout}${result.stderr}`)
    }
  }

  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N'])
  const options = [
    `-k ${dir}`,
    `-p ${port}`,
    "-c listen_addresses=''",
    '-c max_connections=150',
    // a throwaway cluster: nothing to keep if the machine stops
    '-c fsync=off',
  ].join(' ')
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'])

  // a client program of the cluster, connected as its superuser over the socket
  const client = (program: string, args: string[], input?: string): ClientResult => {
    const result = spawnSync(
      path.join(install.bin, program),
      ['-h', dir, '-p', String(port), '-U', 'postgres', ...args],
      { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 },
    )
    return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr }
  }

  let stopped = false
  return {
    host: dir,
    port,
    psql: (args, input) => client('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', ...args], input),
    pgDump: (args) => client('pg_dump', args),
    stop: () => {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
