import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js'
import * as v from 'valibot'
import type { Database } from '../../../web/src/lib/guest-list/database-types.ts'
import { WeakPassword, type DoorHelpersBackend } from './door-helpers-handler.ts'

export type SupabaseBackendOptions = {
  url: string
  /** The project's anon (publishable) key: PostgREST's apikey, beside the caller's own token. */
  anonKey: string
  serviceRoleKey: string
}

const Helpers = v.array(v.object({ email: v.string(), added_at: v.string() }))
const Status = v.object({ couple_member: v.boolean(), door_helper: v.boolean() })

const session = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

type Failure = { message: string; code?: string | null; status?: number }

const failed = (what: string, error: Failure) =>
  new Error(`${what}: ${error.code ?? error.status ?? ''} ${error.message}`.trim())

/**
 * The door-helpers function's backend on Supabase: the couple's calls through PostgREST with
 * their own token, so row-level security and is_couple_member decide; the service role for Auth's
 * admin API and door_helper_email_status.
 */
export function supabaseBackend(options: SupabaseBackendOptions): DoorHelpersBackend {
  const admin = createClient<Database>(options.url, options.serviceRoleKey, { auth: session })
  // a client per request: it carries only that caller's token
  const asCaller = (authorization: string): SupabaseClient<Database> =>
    createClient<Database>(options.url, options.anonKey, {
      auth: session,
      global: { headers: { Authorization: authorization } },
    })

  async function findUser(email: string): Promise<User | undefined> {
    for (let page = 1; ; page += 1) {
      const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 1000 })
      if (error) throw failed('Auth could not list its users', error)
      const found = data.users.find((user) => user.email?.toLowerCase() === email)
      if (found || data.users.length < 1000) return found
    }
  }

  const helpersOf = async (
    answer: PromiseLike<{ data: unknown; error: Failure | null }>,
    what: string,
  ) => {
    const { data, error } = await answer
    if (error) throw failed(what, error)
    return v.parse(Helpers, data)
  }

  return {
    isCoupleMember: async (authorization) => {
      const { data, error, status } = await asCaller(authorization).rpc('is_couple_member')
      // PostgREST refuses a token it cannot verify, or one whose session ended
      if (status === 401 || status === 403) return false
      if (error) throw failed('is_couple_member', error)
      return data === true
    },
    emailStatus: async (email) => {
      const { data, error } = await admin.rpc('door_helper_email_status', { p_email: email })
      if (error) throw failed('door_helper_email_status', error)
      const status = v.parse(Status, data)
      return { coupleMember: status.couple_member, doorHelper: status.door_helper }
    },
    setPassword: async (email, password) => {
      const created = await admin.auth.admin.createUser({ email, password, email_confirm: true })
      if (created.error?.code === 'weak_password') {
        throw new WeakPassword(created.error.message)
      }
      if (!created.error) return 'created'
      if (created.error.code !== 'email_exists') {
        throw failed('Auth could not create the account', created.error)
      }
      const existing = await findUser(email)
      if (!existing) throw failed('Auth could not find the account', created.error)
      const updated = await admin.auth.admin.updateUserById(existing.id, {
        password,
        email_confirm: true,
      })
      if (updated.error?.code === 'weak_password') throw new WeakPassword(updated.error.message)
      if (updated.error) throw failed('Auth could not set the password', updated.error)
      return 'reset'
    },
    deleteAccount: async (email) => {
      const existing = await findUser(email)
      if (!existing) return false
      const { error } = await admin.auth.admin.deleteUser(existing.id)
      if (error) throw failed('Auth could not delete the account', error)
      return true
    },
    addHelper: (authorization, email) =>
      helpersOf(
        asCaller(authorization).rpc('couple_add_door_helper', { p_email: email }),
        'couple_add_door_helper',
      ),
    removeHelper: (authorization, email) =>
      helpersOf(
        asCaller(authorization).rpc('couple_remove_door_helper', { p_email: email }),
        'couple_remove_door_helper',
      ),
  }
}
