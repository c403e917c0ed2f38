import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

const lockFile = (dataDir: string) => `${dataDir}.lock`

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The process that has this data folder open, if it is still running. */
export async function dataDirHolder(dataDir: string): Promise<number | null> {
  const text = await readFile(lockFile(dataDir), 'utf8').catch(() => '')
  const pid = Number.parseInt(text, 10)
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : null
}

/**
 * PGlite does not guard its folder the way PostgreSQL's postmaster.pid does, and two processes
 * writing one folder would corrupt it (npm run dev and npm start at once, or db:reset meanwhile).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(path.dirname(dataDir), { recursive: true })
  const holder = await dataDirHolder(dataDir)
  if (holder !== null && holder !== process.pid) {
    throw new Error(
      `The RSVP database in ${dataDir} is already open in process ${holder} ` +
        '(another npm run dev or npm start?). Stop it first, or set RSVP_DATA_DIR to another ' +
        `folder. If no such server runs, delete ${lockFile(dataDir)}.`,
    )
  }
  await writeFile(lockFile(dataDir), `${process.pid}\n`)
  return () => rm(lockFile(dataDir), { force: true })
}
