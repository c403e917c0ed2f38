import { inject } from 'vitest'
import type { RpcArgs, RpcName } from '../../../web/src/lib/guest-list/call-rpc'
import { postRpc } from '../../support/rpc-request'
import { siteUrl } from './site-url'

/** Signs the couple in through the embedded Auth endpoint, as supabase-js does. */
export async function signIn(): Promise<string> {
  const { email, password } = inject('couple')
  const response = await fetch(`${siteUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const session = (await response.json()) as { access_token?: string }
  if (!session.access_token) throw new Error(`The couple could not sign in: ${response.status}`)
  return session.access_token
}

export type CoupleApi = {
  /** Calls a function as the couple; throws on a status outside `allowed` (default: 200 only). */
  call<Fn extends RpcName>(fn: Fn, args: RpcArgs<Fn>, allowed?: number[]): Promise<unknown>
}

/** The couple's side of the API for a browser test's setup: typed by the generated arguments. */
export async function coupleApi(): Promise<CoupleApi> {
  const token = await signIn()
  return {
    async call(fn, args, allowed = [200]) {
      const response = await postRpc(siteUrl(), fn, args, {
        headers: { authorization: `Bearer ${token}` },
      })
      const answer = await response.text()
      if (!allowed.includes(response.status)) {
        throw new Error(`${fn}: ${response.status} ${answer}`)
      }
      return answer ? (JSON.parse(answer) as unknown) : null
    },
  }
}

/** One invitation as couple_invitations lists it: only what the browser tests read. */
export type ListedInvitation = {
  human_key: string
  family_name: string
  will_attend: boolean | null
  table_name: string | null
}

/** Removes the named tables if an earlier test left them, so a file starts from none of them. */
export async function deleteTables(api: CoupleApi, names: string[]) {
  for (const name of names)
    await api.call('couple_delete_table', { p_table_name: name }, [200, 400])
}

/** The confirmed families at no table, by number: what «Sin mesa» lists. */
export async function unseatedConfirmed(api: CoupleApi): Promise<ListedInvitation[]> {
  const rows = (await api.call('couple_invitations', {})) as ListedInvitation[]
  return rows
    .filter((row) => row.will_attend === true && row.table_name === null)
    .sort((a, b) => a.human_key.localeCompare(b.human_key))
}
