import { describe, expect, it } from 'vitest'
import { resetAnswerCommand } from '../../scripts/guests/commands/reset-answer'
import { runAsRole } from '../../server/rsvp/request-role'
import { captureOutput } from './support/capture-output'
import { freshSeededDatabase, guestRows } from './support/guest-database'

const database = freshSeededDatabase()

async function reset(humanKey: string) {
  const captured = captureOutput()
  const code = await resetAnswerCommand(humanKey, database().store, captured.output)
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

describe('npm run guests:reset-answer', () => {
  it('clears an answer given before a deadline that has passed, and says what it was', async () => {
    await database().db.query(
      "update public.rsvp_settings set modification_deadline = '2020-01-01'",
    )
    const { code, stdout } = await reset('002')
    expect(code).toBe(0)
    expect(stdout).toMatch(
      /Cleared the answer of invitation 002 \(Familia López Martínez, was attending with 2 of 3 tickets\)/,
    )
    expect((await guestRows(database().db)).find((row) => row.human_key === '002')).toMatchObject({
      will_attend: null,
      confirmed_tickets: 0,
      confirmed_at: null,
    })
  })

  it('records the clearing as the couple’s, after the guest’s answer, in the exported history', async () => {
    await reset('003')
    const history = (await database().store.history()).filter((entry) => entry.humanKey === '003')
    expect(history.map(({ willAttend, changedBy }) => ({ willAttend, changedBy }))).toEqual([
      { willAttend: false, changedBy: 'guest' },
      { willAttend: null, changedBy: 'couple' },
    ])
  })

  it('changes nothing for an invitation without an answer', async () => {
    const before = await guestRows(database().db)
    const { code, stdout } = await reset('001')
    expect(code).toBe(0)
    expect(stdout).toMatch(/has no answer to clear; nothing changed/)
    expect(await guestRows(database().db)).toEqual(before)
  })

  it('exits 1 for an invitation that does not exist', async () => {
    const { code, stderr } = await reset('ZZZ')
    expect(code).toBe(1)
    expect(stderr).toMatch(/There is no invitation ZZZ/)
  })

  it('runs as the service role, which anon is not', async () => {
    await expect(
      runAsRole(database().db, { role: 'anon' }, (tx) =>
        tx.query("select public.couple_clear_answer('002')"),
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })
})
