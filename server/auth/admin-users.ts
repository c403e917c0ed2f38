import type { PGliteInterface } from '@electric-sql/pglite'
import { minimumPasswordLength } from './accounts.ts'
import { jwtSecret, normalizeEmail, type AuthUser } from './auth-store.ts'
import { hashPassword } from './password.ts'

const columns = 'id, email, created_at, updated_at, last_sign_in_at'

/** The embedded Auth's users, as Supabase Auth's admin API lists them: oldest first. */
export async function listUsers(
  db: PGliteInterface,
  page: number,
  perPage: number,
): Promise<{ users: AuthUser[]; total: number }> {
  await jwtSecret(db)
  const { rows } = await db.query<AuthUser>(
    `select ${columns} from embedded_auth.users order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  )
  const count = await db.query<{ total: number }>(
    'select count(*)::int as total from embedded_auth.users',
  )
  return { users: rows, total: count.rows[0]?.total ?? 0 }
}

export async function userById(db: PGliteInterface, id: string): Promise<AuthUser | null> {
  await jwtSecret(db)
  const { rows } = await db.query<AuthUser>(
    `select ${columns} from embedded_auth.users where id::text = $1`,
    [id],
  )
  return rows[0] ?? null
}

export async function userByEmail(db: PGliteInterface, email: string): Promise<AuthUser | null> {
  await jwtSecret(db)
  const { rows } = await db.query<AuthUser>(
    `select ${columns} from embedded_auth.users where email = $1`,
    [normalizeEmail(email)],
  )
  return rows[0] ?? null
}

export const passwordIsTooShort = (password: string) => password.length < minimumPasswordLength

/** A new account, or null when one with this email exists. Touches no allow-list. */
export async function createUser(
  db: PGliteInterface,
  email: string,
  password: string,
): Promise<AuthUser | null> {
  await jwtSecret(db)
  const { rows } = await db.query<AuthUser>(
    `insert into embedded_auth.users (email, password_hash) values ($1, $2)
     on conflict (email) do nothing returning ${columns}`,
    [normalizeEmail(email), await hashPassword(password)],
  )
  return rows[0] ?? null
}

/** A new password; it ends every session of the old one. Null when there is no such user. */
export async function setUserPassword(
  db: PGliteInterface,
  id: string,
  password: string,
): Promise<AuthUser | null> {
  await jwtSecret(db)
  const hash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<AuthUser>(
      `update embedded_auth.users set password_hash = $2, updated_at = now() where id::text = $1
       returning ${columns}`,
      [id, hash],
    )
    if (rows[0])
      await tx.query('delete from embedded_auth.sessions where user_id = $1', [rows[0].id])
    return rows[0] ?? null
  })
}

/** Deletes the account and (by cascade) its sessions; false when there was none. */
export async function deleteUser(db: PGliteInterface, id: string): Promise<boolean> {
  await jwtSecret(db)
  const deleted = await db.query('delete from embedded_auth.users where id::text = $1', [id])
  return (deleted.affectedRows ?? 0) > 0
}
