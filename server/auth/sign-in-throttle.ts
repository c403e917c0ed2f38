import type { PGliteInterface } from '@electric-sql/pglite'
import { jwtSecret, normalizeEmail } from './auth-store.ts'

/**
 * Failed sign-ins count for an hour. Past a few free tries, each further try must wait twice as
 * long as the one before (1 s, 2 s, 4 s … at most 15 minutes) after the last failure, per email
 * and per address: a person mistyping is barely slowed, a guesser gets about twenty tries an hour
 * per email. An address gets more free tries because both members of the couple may share one.
 */
const failureWindow = '1 hour'
const freeFailuresPerEmail = 5
const freeFailuresPerAddress = 10
const longestWaitSeconds = 15 * 60

export type SignInAttempt = { allowed: true; id: string } | { allowed: false; retryAfter: number }

/**
 * Counts this try as a failure before the password is checked, in one statement, so that
 * concurrent tries cannot all pass the check before any of them is recorded.
 */
export async function reserveSignInAttempt(
  db: PGliteInterface,
  email: string,
  address: string,
): Promise<SignInAttempt> {
  await jwtSecret(db)
  await db.query(
    `delete from embedded_auth.sign_in_failures where attempted_at < now() - interval '${failureWindow}'`,
  )
  const { rows } = await db.query<{ id: string | null; retry_after: number | null }>(
    `with recent as (
       select count(*) filter (where email = $1) as email_failures,
              max(attempted_at) filter (where email = $1) as email_last,
              count(*) filter (where address = $2) as address_failures,
              max(attempted_at) filter (where address = $2) as address_last
       from embedded_auth.sign_in_failures
       where attempted_at > now() - interval '${failureWindow}' and (email = $1 or address = $2)
     ), verdict as (
       select greatest(
         case when email_failures >= $3 then email_last
           + make_interval(secs => least($5, 2 ^ (email_failures - $3))) end,
         case when address_failures >= $4 then address_last
           + make_interval(secs => least($5, 2 ^ (address_failures - $4))) end
       ) as retry_at
       from recent
     ), attempt as (
       insert into embedded_auth.sign_in_failures (email, address)
       select $1, $2 from verdict where retry_at is null or retry_at <= now()
       returning id
     )
     select (select id::text from attempt) as id,
            (select ceil(extract(epoch from retry_at - now()))::int from verdict) as retry_after`,
    [
      normalizeEmail(email),
      address,
      freeFailuresPerEmail,
      freeFailuresPerAddress,
      longestWaitSeconds,
    ],
  )
  const row = rows[0]
  if (row?.id) return { allowed: true, id: row.id }
  return { allowed: false, retryAfter: Math.max(1, row?.retry_after ?? 1) }
}

/** The right password: the email's failures are forgiven, so the couple is never locked out after. */
export async function forgiveSignInFailures(db: PGliteInterface, email: string): Promise<void> {
  await db.query('delete from embedded_auth.sign_in_failures where email = $1', [
    normalizeEmail(email),
  ])
}
