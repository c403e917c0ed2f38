import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addEmbeddedAccount,
  listEmbeddedAccounts,
  removeEmbeddedAccount,
} from '../../server/auth/accounts'
import { runCoupleCli } from '../../scripts/couple/run-couple-cli'
import { signInWithPassword } from '../../server/auth/sessions'
import { openMigratedDatabase } from '../support/database-template'

let db: PGlite
beforeAll(async () => {
  db = await openMigratedDatabase({ seed: true })
}, 60_000)
afterAll(() => db.close())

async function run(...argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCoupleCli(argv, {
    env: {},
    output: { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    openAccounts: async () => ({
      label: 'the test database',
      add: (email, password) => addEmbeddedAccount(db, email, password),
      remove: (email) => removeEmbeddedAccount(db, email),
      list: () => listEmbeddedAccounts(db),
      close: async () => undefined,
    }),
  })
  return { code, stdout, stderr }
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
