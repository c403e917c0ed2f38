import { describe, expect, it } from 'vitest'
import { deadlineCommand } from '../../scripts/guests/commands/deadline'
import type { DeadlineChange } from '../../scripts/guests/stores/guest-store'
import { runAsRole } from '../../server/rsvp/request-role'
import { captureOutput } from './support/capture-output'
import { freshSeededDatabase } from './support/guest-database'

const database = freshSeededDatabase()

async function deadline(change: DeadlineChange | null) {
  const captured = captureOutput()
  const code = await deadlineCommand(change, database().store, captured.output)
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

const guestSees = async (humanKey: string) => {
  const { rows } = await runAsRole(
    database().db,
    { role: 'anon', headers: { 'x-forwarded-for': '192.0.2.60' } },
    (tx) =>
      tx.query<{ deadline: string }>(
        "select public.find_invitation($1) ->> 'modification_deadline' as deadline",
        [humanKey],
      ),
  )
  return rows[0]?.deadline
}

describe('npm run guests:deadline', () => {
  it('sets the general date, which every family then sees', async () => {
    const { code, stdout } = await deadline({ humanKey: null, deadline: '2025-10-20' })
    expect(code).toBe(0)
    expect(stdout).toMatch(/General deadline: 2025-10-20/)
    expect(await guestSees('002')).toBe('2025-10-20')
  })

  it('gives one family its own date, lists it, and takes it away again', async () => {
    await deadline({ humanKey: null, deadline: '2025-10-20' })
    const extended = await deadline({ humanKey: '014', deadline: '2025-11-02' })
    expect(extended.stdout).toMatch(/Invitation 014 may change its answer until 2025-11-02/)
    expect(extended.stdout).toMatch(/014 {2}2025-11-02 {2}Familia/)
    expect(await guestSees('014')).toBe('2025-11-02')
    expect(await guestSees('002')).toBe('2025-10-20')

    const back = await deadline({ humanKey: '014', deadline: null })
    expect(back.stdout).toMatch(/014 follows the general deadline again/)
    expect(back.stdout).toMatch(/No invitation has its own deadline/)
    expect(await guestSees('014')).toBe('2025-10-20')
  })

  it('records each change in the database', async () => {
    await deadline({ humanKey: null, deadline: '2025-10-20' })
    await deadline({ humanKey: '014', deadline: '2025-11-02' })
    await deadline({ humanKey: '014', deadline: null })
    const { rows } = await database().db.query<{ changes: number }>(
      'select count(*)::int as changes from public.rsvp_deadline_changes',
    )
    expect(rows[0]?.changes).toBe(3)
  })

  it('exits 1 for an invitation that does not exist, changing nothing', async () => {
    const { code, stderr } = await deadline({ humanKey: 'ZZZ', deadline: '2030-01-01' })
    expect(code).toBe(1)
    expect(stderr).toMatch(/There is no invitation ZZZ/)
    const { rows } = await database().db.query('select 1 from public.rsvp_deadline_changes')
    expect(rows).toEqual([])
  })
})
