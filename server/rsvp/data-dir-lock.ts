import { randomUUID } from 'node:crypto'
import { link, mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises'
import path from 'node:path'

const lockFile = (dataDir: string) => `${dataDir}.lock`

type Owner = { pid: number; started: string | null }

/** When the process started, in clock ticks since boot (Linux); null elsewhere. */
async function startTime(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
  // the fields after the command name, which may itself hold spaces and parentheses
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')
  return fields?.[19] ?? null
}

async function isZombie(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
  const state = stat?.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  return state === 'Z' || state === 'X'
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function parseOwner(text: string): Owner | null {
  const [pid, started] = text.trim().split(/\s+/)
  const number = Number.parseInt(pid ?? '', 10)
  return Number.isInteger(number) && number > 0 ? { pid: number, started: started ?? null } : null
}

/** A running owner: the process exists, is not a zombie, and is the one that wrote the lock. */
async function isAlive(owner: Owner): Promise<boolean> {
  if (!exists(owner.pid) || (await isZombie(owner.pid))) return false
  if (owner.started === null) return true
  const started = await startTime(owner.pid)
  return started === null || started === owner.started
}

/** This process as a lock names its holder: its id and when it started. */
export async function ownerText(): Promise<string> {
  return `${process.pid} ${(await startTime(process.pid)) ?? ''}`.trim() + '\n'
}

/** Whether the process a lock's text names is still the one running. */
export async function ownerIsAlive(text: string): Promise<boolean> {
  const owner = parseOwner(text)
  return owner !== null && (await isAlive(owner))
}

/** The folder is open in another running process. */
export class DataDirHeld extends Error {
  constructor(
    dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The RSVP database in ${dataDir} is already open in process ${pid} ` +
        '(another npm run dev or npm start?). Stop it first, or set RSVP_DATA_DIR to another folder.',
    )
  }
}

/**
 * Moves a dead owner's lock aside. Renaming is atomic, so of two processes breaking the same
 * lock one wins; if what was moved turns out to be a fresh lock, it is linked back untouched.
 */
async function breakStaleLock(file: string, staleText: string): Promise<void> {
  const aside = `${file}.${randomUUID()}.stale`
  try {
    await rename(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const moved = await readFile(aside, 'utf8').catch(() => '')
  if (moved !== staleText) await link(aside, file).catch(() => undefined)
  await unlink(aside).catch(() => undefined)
}

/**
 * Writes the holder to a file of its own, then links it in place: a link is created atomically
 * and fails if the lock exists, so the lock is never seen empty. (Created with O_EXCL and then
 * written, a racing locker could read it empty, take it for a dead owner's and break it.)
 */
async function publishLock(file: string, text: string): Promise<void> {
  const draft = `${file}.${randomUUID()}.draft`
  try {
    const handle = await open(draft, 'wx')
    try {
      await handle.writeFile(text)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await link(draft, file)
  } finally {
    await unlink(draft).catch(() => undefined)
  }
}

/**
 * PGlite does not guard its folder the way PostgreSQL's postmaster.pid does, and two processes
 * writing one folder lose writes or corrupt it. The lock file appears atomically, whole, so
 * of two servers started at once exactly one opens the folder; a lock whose owner died or is a
 * zombie is taken over. The holder is named by process id and start time, so a reused id does
 * not keep the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(path.dirname(dataDir), { recursive: true })
  const file = lockFile(dataDir)
  const text = await ownerText()
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await publishLock(file, text)
      let released = false
      return async () => {
        if (released) return
        released = true
        const current = await readFile(file, 'utf8').catch(() => '')
        if (current === text) await rm(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const existing = await readFile(file, 'utf8').catch(() => null)
    if (existing === null) continue
    const owner = parseOwner(existing)
    if (owner && (await isAlive(owner))) throw new DataDirHeld(dataDir, owner.pid)
    await breakStaleLock(file, existing)
  }
  throw new Error(`Could not lock ${dataDir}: its lock file ${file} keeps changing.`)
}
