import { createClient, type User, type WebSocketLikeConstructor } from '@supabase/supabase-js'
import type { AccountRole } from '../../server/auth/accounts'
import { normalizeEmail } from '../../server/auth/auth-store'
import { StoreError } from '../guests/stores/store-error'
import type { CoupleAccounts } from './couple-accounts'

export type SupabaseAccountsOptions = { url: string; serviceRoleKey: string; fetch?: typeof fetch }

// supabase-js builds its Realtime client up front; on Node 20 it needs a transport it never uses
const noRealtime = function NoRealtime() {
  throw new Error('The couple tools do not use Supabase Realtime')
} as unknown as WebSocketLikeConstructor

const failed = (what: string, error: { message: string }) =>
  new StoreError(`Supabase could not ${what}: ${error.message}`)

/** Accounts in Supabase Auth through its admin API (service role key, never in a browser). */
export function createSupabaseAccounts(
  options: SupabaseAccountsOptions,
  role: AccountRole = 'couple',
): CoupleAccounts {
  const allowList = role === 'couple' ? 'couple_members' : 'door_helpers'
  const otherList = role === 'couple' ? 'door_helpers' : 'couple_members'
  const supabase = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
    realtime: { transport: noRealtime },
  })

  async function findUser(email: string): Promise<User | undefined> {
    for (let page = 1; ; page += 1) {
      const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 })
      if (error) throw failed('list its users', error)
      const found = data.users.find((user) => user.email?.toLowerCase() === email)
      if (found || data.users.length < 1000) return found
    }
  }

  return {
    label: `Supabase Auth (${new URL(options.url).host})`,
    async add(rawEmail, password) {
      const email = normalizeEmail(rawEmail)
      const existing = await findUser(email)
      const { error } = existing
        ? await supabase.auth.admin.updateUserById(existing.id, { password, email_confirm: true })
        : await supabase.auth.admin.createUser({ email, password, email_confirm: true })
      if (error) throw failed(existing ? 'set the new password' : 'create the account', error)
      const member = await supabase
        .from(allowList)
        .upsert({ email }, { onConflict: 'email', ignoreDuplicates: true })
      if (member.error) throw failed(`add the email to ${allowList}`, member.error)
      return existing ? 'reset' : 'created'
    },
    async remove(rawEmail) {
      const email = normalizeEmail(rawEmail)
      const member = await supabase.from(allowList).delete().eq('email', email).select()
      if (member.error) throw failed(`remove the email from ${allowList}`, member.error)
      const other = await supabase.from(otherList).select('email').eq('email', email)
      if (other.error) throw failed(`read ${otherList}`, other.error)
      // one of the couple who also works the door keeps the account
      const existing = other.data.length > 0 ? undefined : await findUser(email)
      if (existing) {
        const { error } = await supabase.auth.admin.deleteUser(existing.id)
        if (error) throw failed('delete the account', error)
      }
      return Boolean(existing) || (member.data?.length ?? 0) > 0
    },
    async list() {
      const { data, error } = await supabase
        .from(allowList)
        .select('email, added_at')
        .order('email')
      if (error) throw failed(`read ${allowList}`, error)
      const rows = data as { email: string; added_at: string }[]
      const accounts = await Promise.all(rows.map((row) => findUser(row.email)))
      return rows.map((row, index) => ({
        email: row.email,
        hasAccount: accounts[index] !== undefined,
        addedAt: new Date(row.added_at).toISOString(),
      }))
    },
    close: async () => undefined,
  }
}
