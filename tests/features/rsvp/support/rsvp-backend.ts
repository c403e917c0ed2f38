import type { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest'
import { setDeadline } from '../../../database/support/owner-queries'
import { restoreSnapshot, takeSnapshot } from '../../../support/database-template'
import {
  startEmbeddedBackend,
  type EmbeddedBackend,
} from '../../../server/support/start-embedded-backend'

/** The seed's answers are read against this deadline; the tests' clocks are set around it. */
export const seedDeadline = '2025-10-05'

/**
 * One real embedded server (PGlite) for the calling test file: started before its tests, closed
 * after them, and put back before each test as the seed left it with the deadline of 5 October
 * 2025 (every row and sequence, the answer rules and the failed look-ups included), online. Its
 * fields (db, baseUrl …) are read from the started server, so use them inside tests and hooks.
 */
export function rsvpBackendForThisFile(): EmbeddedBackend {
  let backend: EmbeddedBackend | undefined
  const started = () => {
    if (!backend) throw new Error('the embedded server is not started yet')
    return backend
  }
  beforeAll(async () => {
    backend = await startEmbeddedBackend()
    await setDeadline(backend.db, seedDeadline)
    await takeSnapshot(backend.db)
  }, 60_000)
  beforeEach(() => restoreSnapshot(started().db))
  afterEach(() => {
    started().offline = false
  })
  afterAll(() => backend?.close())
  return new Proxy({} as EmbeddedBackend, {
    get: (_target, field) => Reflect.get(started(), field),
    set: (_target, field, value) => Reflect.set(started(), field, value),
  })
}

/**
 * Keeps the database busy until the returned release is called, as a slow server would: every
 * call the page makes meanwhile waits for its answer. Released at the latest when the test ends.
 */
export async function holdTheDatabase(db: PGlite): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let holding = () => {}
  const held = new Promise<void>((resolve) => (holding = resolve))
  const transaction = db.transaction(async () => {
    holding()
    await released
  })
  await held
  const releaseAndWait = async () => {
    release()
    await transaction
  }
  onTestFinished(releaseAndWait)
  return releaseAndWait
}

/**
 * Takes the guests' right to run a function of the API away until the test ends: the server then
 * answers with the database's «permission denied», a failure the page has no message of its own
 * for.
 */
export async function refuseToGuests(
  db: PGlite,
  fn: 'find_invitation' | 'respond_invitation',
): Promise<void> {
  await db.exec(`revoke execute on function public.${fn} from anon`)
  onTestFinished(async () => {
    await db.exec(`grant execute on function public.${fn} to anon`)
  })
}
