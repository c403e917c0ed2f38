import type { PGliteInterface } from '@electric-sql/pglite'
import {
  createUser,
  deleteUser,
  listUsers,
  passwordIsTooShort,
  setUserPassword,
  userById,
} from './admin-users.ts'
import { accountProblem, minimumPasswordLength } from './accounts.ts'
import type { AuthResponse } from './auth-handler'
import { userBody } from './sessions.ts'

// Supabase Auth's error shape, as auth-handler.ts answers it
const fail = (status: number, code: string, message: string, extra: object = {}): AuthResponse => ({
  status,
  body: { code, error_code: code, msg: message, message, ...extra },
})

const weakPassword = () =>
  fail(422, 'weak_password', `Password should be at least ${minimumPasswordLength} characters.`, {
    weak_password: { reasons: ['length'] },
  })

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function positive(value: string | null, fallback: number, most: number): number {
  const number = Number(value || fallback)
  return Number.isInteger(number) && number > 0 ? Math.min(number, most) : fallback
}

export type AdminRequest = {
  method: string
  /** The endpoint under /auth/v1/admin, e.g. /users or /users/<id>. */
  endpoint: string
  query: URLSearchParams
  /** The body's fields; null when it is not a JSON object. */
  body: () => Promise<Record<string, unknown> | null>
}

/**
 * Supabase Auth's admin API for users, as supabase-js's auth.admin calls it (listUsers,
 * createUser, updateUserById, deleteUser), in GoTrue's shape: only for the service role, which
 * the embedded site never has (a test standing in for hosted Supabase gives one).
 */
export async function handleAdminRequest(
  db: PGliteInterface,
  request: AdminRequest,
): Promise<AuthResponse> {
  const { method, endpoint } = request
  if (endpoint === '/users' && method === 'GET') {
    const page = positive(request.query.get('page'), 1, 1_000_000)
    const perPage = positive(request.query.get('per_page'), 50, 1000)
    const { users, total } = await listUsers(db, page, perPage)
    return {
      status: 200,
      body: { users: users.map(userBody), aud: 'authenticated' },
      headers: { 'x-total-count': String(total) },
    }
  }
  if (endpoint === '/users' && method === 'POST') {
    const body = await request.body()
    if (!body) return fail(400, 'bad_json', 'Could not parse request body as JSON')
    const { email, password } = body
    if (typeof email !== 'string' || accountProblem(email) !== null) {
      return fail(400, 'validation_failed', 'Unable to validate email address: invalid format')
    }
    if (typeof password !== 'string') {
      return fail(400, 'validation_failed', 'A password is required here')
    }
    if (passwordIsTooShort(password)) return weakPassword()
    const user = await createUser(db, email, password)
    if (!user) {
      return fail(422, 'email_exists', 'A user with this email address has already been registered')
    }
    return { status: 200, body: userBody(user) }
  }
  const id = /^\/users\/([^/]+)$/.exec(endpoint)?.[1]
  if (id !== undefined) {
    if (!uuidShape.test(id)) return fail(404, 'user_not_found', 'User not found')
    if (method === 'GET' || method === 'PUT') {
      let user = await userById(db, id)
      if (user && method === 'PUT') {
        const body = await request.body()
        if (!body) return fail(400, 'bad_json', 'Could not parse request body as JSON')
        const { password } = body
        if (password !== undefined) {
          if (typeof password !== 'string') {
            return fail(400, 'validation_failed', 'The password is text')
          }
          if (passwordIsTooShort(password)) return weakPassword()
          user = await setUserPassword(db, id, password)
        }
      }
      return user
        ? { status: 200, body: userBody(user) }
        : fail(404, 'user_not_found', 'User not found')
    }
    if (method === 'DELETE') {
      return (await deleteUser(db, id))
        ? { status: 200, body: {} }
        : fail(404, 'user_not_found', 'User not found')
    }
    return fail(405, 'method_not_allowed', 'Method not allowed')
  }
  return fail(404, 'not_found', 'This Auth admin endpoint is not served by the embedded server')
}
