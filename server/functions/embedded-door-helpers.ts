import type { PGlite } from '@electric-sql/pglite'
import {
  WeakPassword,
  type DoorHelper,
  type DoorHelpersBackend,
  type EmailStatus,
} from '../../supabase/functions/door-helpers/door-helpers-handler.ts'
import {
  createUser,
  deleteUser,
  passwordIsTooShort,
  setUserPassword,
  userByEmail,
} from '../auth/admin-users.ts'
import { callerOf } from '../auth/request-claims.ts'
import { runAsRole, type RequestContext } from '../rsvp/request-role.ts'

/** The caller as the REST API would run them, or null when their token is not a live session's. */
async function signedIn(db: PGlite, authorization: string): Promise<RequestContext | null> {
  const caller = await callerOf(db, authorization)
  if (!caller.ok || caller.role !== 'authenticated' || !caller.claims) return null
  return { role: 'authenticated', claims: caller.claims }
}

async function one<T>(db: PGlite, context: RequestContext, sql: string, params: unknown[]) {
  const { rows } = await runAsRole(db, context, (tx) =>
    tx.query<{ answer: T }>(`select ${sql} as answer`, params),
  )
  return rows[0]!.answer
}

/** A couple's call of a door-helpers function, refused (as the API would) without a session. */
async function asCaller<T>(db: PGlite, authorization: string, sql: string, params: unknown[]) {
  const context = await signedIn(db, authorization)
  if (!context) throw new Error('The session ended during the call')
  return one<T>(db, context, sql, params)
}

/**
 * The door-helpers function's backend on the embedded database: the same SQL functions the Edge
 * Function calls through PostgREST, run as the same roles, and the embedded Auth's accounts.
 */
export function embeddedDoorHelpersBackend(database: () => Promise<PGlite>): DoorHelpersBackend {
  return {
    isCoupleMember: async (authorization) => {
      const db = await database()
      const context = await signedIn(db, authorization)
      return context !== null && (await one<boolean>(db, context, 'public.is_couple_member()', []))
    },
    emailStatus: async (email) => {
      const status = await one<{ couple_member: boolean; door_helper: boolean }>(
        await database(),
        { role: 'service_role' },
        'public.door_helper_email_status($1)',
        [email],
      )
      return {
        coupleMember: status.couple_member,
        doorHelper: status.door_helper,
      } satisfies EmailStatus
    },
    setPassword: async (email, password) => {
      if (passwordIsTooShort(password)) throw new WeakPassword('The password is too short')
      const db = await database()
      if (await createUser(db, email, password)) return 'created'
      const existing = await userByEmail(db, email)
      if (!existing || !(await setUserPassword(db, existing.id, password))) {
        throw new Error('The account went away while its password was set')
      }
      return 'reset'
    },
    deleteAccount: async (email) => {
      const db = await database()
      const existing = await userByEmail(db, email)
      return existing !== null && (await deleteUser(db, existing.id))
    },
    addHelper: async (authorization, email) =>
      asCaller<DoorHelper[]>(await database(), authorization, 'public.couple_add_door_helper($1)', [
        email,
      ]),
    removeHelper: async (authorization, email) =>
      asCaller<DoorHelper[]>(
        await database(),
        authorization,
        'public.couple_remove_door_helper($1)',
        [email],
      ),
  }
}
