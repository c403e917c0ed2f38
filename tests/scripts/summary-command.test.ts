import { describe, expect, it } from 'vitest'
import { summarize, summaryCommand } from '../../scripts/guests/commands/summary'
import { captureOutput } from './support/capture-output'
import { freshSeededDatabase, seedInvitations } from './support/guest-database'

const database = freshSeededDatabase()

describe('the summary', () => {
  it('counts the seed as supabase/seed.sql writes it', async () => {
    const seed = await seedInvitations()
    expect(seed).toHaveLength(16)
    const attending = seed.filter((row) => row.willAttend === true)

    expect(summarize(await database().store.list())).toEqual({
      invitations: seed.length,
      answered: seed.filter((row) => row.willAttend !== null).length,
      attendingInvitations: attending.length,
      attendingTickets: attending.reduce((sum, row) => sum + row.confirmedTickets, 0),
      declined: seed.filter((row) => row.willAttend === false).length,
      pending: seed.filter((row) => row.willAttend === null).length,
      availableTickets: seed.reduce((sum, row) => sum + row.availableTickets, 0),
    })
  })

  it('prints an aligned table naming where the data lives', async () => {
    const captured = captureOutput()
    expect(await summaryCommand(database().store, captured.output)).toBe(0)
    const lines = captured.stdout().split('\n')
    expect(lines[0]).toBe('Guest list in the test database')
    const table = lines.filter((line) => /\d$/.test(line))
    expect(table.map((line) => line.replace(/\s+\d+$/, ''))).toEqual([
      'Invitations',
      'Answered',
      '  attending (invitations)',
      '  attending (tickets)',
      '  declined',
      'Pending (unanswered)',
      'Total available tickets',
    ])
    expect(new Set(table.map((line) => line.length)).size).toBe(1)
  })

  it('follows a new answer', async () => {
    const before = summarize(await database().store.list())
    await database().db.query('select public.respond_invitation($1, true, 3)', ['001'])
    const after = summarize(await database().store.list())
    expect(after).toEqual({
      ...before,
      answered: before.answered + 1,
      attendingInvitations: before.attendingInvitations + 1,
      attendingTickets: before.attendingTickets + 3,
      pending: before.pending - 1,
    })
  })
})
