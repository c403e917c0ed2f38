import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AccountRole,
  addEmbeddedAccount,
  listEmbeddedAccounts,
  removeEmbeddedAccount,
} from '../../server/auth/accounts'
import { runAccountsCli } from '../../scripts/couple/run-accounts-cli'
import { signInWithPassword } from '../../server/auth/sessions'
import { openMigratedDatabase } from '../support/database-template'

let db: PGlite
beforeAll(async () => {
  db = await openMigratedDatabase({ seed: true })
}, 60_000)
afterAll(() => db.close())

async function runAs(role: AccountRole, argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runAccountsCli(argv, {
    env: {},
    role,
    output: { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    openAccounts: async () => ({
      label: 'the test database',
      add: (email, password) => addEmbeddedAccount(db, email, password, role),
      remove: (email) => removeEmbeddedAccount(db, email, role),
      list: () => listEmbeddedAccounts(db, role),
      close: async () => undefined,
    }),
  })
  return { code, stdout, stderr }
}
const run = (...argv: string[]) => runAs('couple', argv)
const door = (...argv: string[]) => runAs('door', argv)

/** Whether a signed-in account with this email is a door helper, as the database decides. */
async function isDoorHelper(email: string): Promise<boolean> {
  const { rows } = await db.query<{ door: boolean }>(
    'select exists (select from public.door_helpers where email = $1) as door',
    [email],
  )
  return rows[0]?.door ?? false
}

describe('npm run couple:add, couple:list and couple:remove', () => {
  it('creates an account that can sign in, then resets its password', async () => {
    const created = await run('add', '--email', 'Novios@Example.com', '--password', 'primera-clave')
    expect(created).toMatchObject({ code: 0 })
    expect(created.stdout).toContain('Created the couple account')
    expect(
      await signInWithPassword(db, 'novios@example.com', 'primera-clave', 'test'),
    ).not.toBeNull()

    const reset = await run('add', '--email', 'novios@example.com', '--password', 'segunda-clave')
    expect(reset.stdout).toContain('Set a new password')
    expect(await signInWithPassword(db, 'novios@example.com', 'primera-clave', 'test')).toBeNull()
    expect(
      await signInWithPassword(db, 'novios@example.com', 'segunda-clave', 'test'),
    ).not.toBeNull()
  })

  it('lists the couple’s emails', async () => {
    const listed = await run('list')
    expect(listed.stdout).toMatch(/novios@example\.com {2}added \d{4}-\d{2}-\d{2}\n/)
  })

  it('refuses a short password or a missing email without touching anything', async () => {
    const short = await run('add', '--email', 'otra@example.com', '--password', 'corta')
    expect(short.code).toBe(2)
    expect(short.stderr).toContain('at least 8 characters')
    expect((await run('remove')).stderr).toContain('needs --email')
    expect((await listEmbeddedAccounts(db)).map((account) => account.email)).toEqual([
      'novios@example.com',
    ])
  })

  it('removes the account and takes the email off the allow-list', async () => {
    const removed = await run('remove', '--email', 'novios@example.com')
    expect(removed.stdout).toContain('can no longer see the guest list')
    expect(await listEmbeddedAccounts(db)).toEqual([])
    expect(await signInWithPassword(db, 'novios@example.com', 'segunda-clave', 'test')).toBeNull()
    expect((await run('remove', '--email', 'novios@example.com')).stdout).toContain(
      'nothing changed',
    )
  })
})

describe('npm run door:add, door:list and door:remove', () => {
  it('creates a door account that signs in and is on the door list, not the couple list', async () => {
    const created = await door('add', '--email', 'Puerta@Example.com', '--password', 'clave-puerta')
    expect(created).toMatchObject({ code: 0 })
    expect(created.stdout).toContain('Created the door account Puerta@Example.com')
    expect(created.stdout).toContain('/novios/puerta')
    expect(
      await signInWithPassword(db, 'puerta@example.com', 'clave-puerta', 'test'),
    ).not.toBeNull()
    expect(await isDoorHelper('puerta@example.com')).toBe(true)
    expect(await listEmbeddedAccounts(db, 'couple')).toEqual([])
    expect((await door('list')).stdout).toMatch(/Door accounts in .*\n {2}puerta@example\.com/)
  })

  it('keeps the account of one of the couple who leaves the door', async () => {
    await run('add', '--email', 'novia@example.com', '--password', 'clave-novia')
    await door('add', '--email', 'novia@example.com', '--password', 'clave-novia')
    await door('remove', '--email', 'novia@example.com')
    expect(await isDoorHelper('novia@example.com')).toBe(false)
    expect(await signInWithPassword(db, 'novia@example.com', 'clave-novia', 'test')).not.toBeNull()
  })

  it('removes a door account', async () => {
    expect((await door('remove', '--email', 'puerta@example.com')).stdout).toContain(
      'can no longer open the door list',
    )
    expect(await signInWithPassword(db, 'puerta@example.com', 'clave-puerta', 'test')).toBeNull()
  })
})
