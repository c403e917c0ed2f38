import type { PGliteInterface } from '@electric-sql/pglite'
import { jwtSecret, normalizeEmail } from './auth-store'
import { hashPassword } from './password'

export const minimumPasswordLength = 8

export type AccountChange = 'created' | 'reset'

export function accountProblem(email: string, password?: string): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return `"${email}" is not an email address`
  if (password !== undefined && password.length < minimumPasswordLength) {
    return `the password needs at least ${minimumPasswordLength} characters`
  }
  return null
}

/** Creates the couple account (or sets a new password) and puts the email on the allow-list. */
export async function addEmbeddedAccount(
  db: PGliteInterface,
  email: string,
  password: string,
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
    await tx.query('insert into public.couple_members (email) values ($1) on conflict do nothing', [
      address,
    ])
    return rows[0]?.created ? 'created' : 'reset'
  })
}

/** Deletes the account and its sessions and takes the email off the allow-list. */
export async function removeEmbeddedAccount(db: PGliteInterface, email: string): Promise<boolean> {
  await jwtSecret(db)
  const address = normalizeEmail(email)
  return db.transaction(async (tx) => {
    const users = await tx.query('delete from embedded_auth.users where email = $1', [address])
    const members = await tx.query('delete from public.couple_members where email = $1', [address])
    return (users.affectedRows ?? 0) + (members.affectedRows ?? 0) > 0
  })
}

export type CoupleAccount = { email: string; hasAccount: boolean; addedAt: string }

/** The allow-list, and whether each email can sign in here. */
export async function listEmbeddedAccounts(db: PGliteInterface): Promise<CoupleAccount[]> {
  await jwtSecret(db)
  const { rows } = await db.query<{ email: string; has_account: boolean; added_at: Date }>(
    `select m.email, u.id is not null as has_account, m.added_at
     from public.couple_members m left join embedded_auth.users u using (email)
     order by m.email`,
  )
  return rows.map((row) => ({
    email: row.email,
    hasAccount: row.has_account,
    addedAt: row.added_at.toISOString(),
  }))
}
