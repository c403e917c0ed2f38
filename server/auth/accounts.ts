import type { PGliteInterface } from '@electric-sql/pglite'
import { jwtSecret, normalizeEmail } from './auth-store.ts'
import { hashPassword } from './password.ts'

export const minimumPasswordLength = 8

export type AccountChange = 'created' | 'reset'

/** Who an account is for: the couple's dashboard, or the door on the day. */
export type AccountRole = 'couple' | 'door'

/** Each role's allow-list; an account signs in, its role's list decides what it may do. */
export const allowListOf = {
  couple: 'public.couple_members',
  door: 'public.door_helpers',
} as const satisfies Record<AccountRole, string>

const otherRole = (role: AccountRole): AccountRole => (role === 'couple' ? 'door' : 'couple')

export function accountProblem(email: string, password?: string): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return `"${email}" is not an email address`
  if (password !== undefined && password.length < minimumPasswordLength) {
    return `the password needs at least ${minimumPasswordLength} characters`
  }
  return null
}

/** Creates the account (or sets a new password) and puts the email on its role's allow-list. */
export async function addEmbeddedAccount(
  db: PGliteInterface,
  email: string,
  password: string,
  role: AccountRole = 'couple',
): Promise<AccountChange> {
  await jwtSecret(db)
  const address = normalizeEmail(email)
  const hash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ created: boolean }>(
      `insert into embedded_auth.users (email, password_hash) values ($1, $2)
       on conflict (email) do update set password_hash = excluded.password_hash, updated_at = now()
       returning (xmax = 0) as created`,
      [address, hash],
    )
    // a new password ends every session of the old one
    await tx.query(
      'delete from embedded_auth.sessions where user_id = (select id from embedded_auth.users where email = $1)',
      [address],
    )
    await tx.query(`insert into ${allowListOf[role]} (email) values ($1) on conflict do nothing`, [
      address,
    ])
    return rows[0]?.created ? 'created' : 'reset'
  })
}

/**
 * Takes the email off its role's allow-list and deletes the account and its sessions, unless the
 * other role still lists it (one of the couple who also works the door keeps signing in).
 */
export async function removeEmbeddedAccount(
  db: PGliteInterface,
  email: string,
  role: AccountRole = 'couple',
): Promise<boolean> {
  await jwtSecret(db)
  const address = normalizeEmail(email)
  return db.transaction(async (tx) => {
    const members = await tx.query(`delete from ${allowListOf[role]} where email = $1`, [address])
    const users = await tx.query(
      `delete from embedded_auth.users where email = $1
       and not exists (select from ${allowListOf[otherRole(role)]} where email = $1)`,
      [address],
    )
    return (users.affectedRows ?? 0) + (members.affectedRows ?? 0) > 0
  })
}

export type CoupleAccount = { email: string; hasAccount: boolean; addedAt: string }

/** The role's allow-list, and whether each email can sign in here. */
export async function listEmbeddedAccounts(
  db: PGliteInterface,
  role: AccountRole = 'couple',
): Promise<CoupleAccount[]> {
  await jwtSecret(db)
  const { rows } = await db.query<{ email: string; has_account: boolean; added_at: Date }>(
    `select m.email, u.id is not null as has_account, m.added_at
     from ${allowListOf[role]} m left join embedded_auth.users u using (email)
     order by m.email`,
  )
  return rows.map((row) => ({
    email: row.email,
    hasAccount: row.has_account,
    addedAt: row.added_at.toISOString(),
  }))
}
