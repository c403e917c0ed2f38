import type { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from './data-dir-lock.ts'
import { openRsvpDatabase, type OpenOptions } from './open-database.ts'

export type SharedDatabase = {
  /** The one open database; opened by the first call, concurrent callers share the promise. */
  get: () => Promise<PGlite>
  close: () => Promise<void>
}

type SharedOptions = OpenOptions & {
  dataDir: string
  /** Runs once the database is open, before any request reaches it. */
  prepare?: (db: PGlite) => Promise<void>
  onOpen?: (db: PGlite) => void
}

// Vite restarts its server in the same process (on a config change), so a new instance must
// wait for the previous one to finish closing the same folder; module state does not survive
// the config being bundled again, globalThis does.
const closingKey = Symbol.for('boda-invitacion.rsvp.closing')
const closing = ((globalThis as Record<symbol, unknown>)[closingKey] ??= new Map()) as Map<
  string,
  Promise<void>
>

export function sharedDatabase(options: SharedOptions): SharedDatabase {
  let opening: Promise<{ db: PGlite; unlock: () => Promise<void> }> | undefined
  let closed = false

  const open = async () => {
    await closing.get(options.dataDir)
    const unlock = await lockDataDir(options.dataDir)
    try {
      const db = await openRsvpDatabase(options)
      try {
        await options.prepare?.(db)
      } catch (error) {
        await db.close()
        throw error
      }
      options.onOpen?.(db)
      return { db, unlock }
    } catch (error) {
      await unlock()
      throw error
    }
  }

  return {
    get() {
      if (closed) return Promise.reject(new Error('The RSVP database is closed'))
      // a failed open is retried by the next request instead of failing forever
      opening ??= open().catch((error: unknown) => {
        opening = undefined
        throw error
      })
      return opening.then(({ db }) => db)
    },
    async close() {
      closed = true
      const opened = await opening?.catch(() => undefined)
      if (!opened) return
      const done = opened.db.close().finally(opened.unlock)
      closing.set(options.dataDir, done)
      try {
        await done
      } finally {
        if (closing.get(options.dataDir) === done) closing.delete(options.dataDir)
      }
    },
  }
}
