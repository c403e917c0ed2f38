import { describe, expect, it } from 'vitest'
import type { RpcArgs } from '../../web/src/lib/guest-list/call-rpc'
import { apiForThisFile, countRows, guestRow } from './support/start-api'

const api = apiForThisFile()

type Answer = RpcArgs<'respond_invitation'>

async function historyOf(humanKey: string) {
  const { rows } = await api.db.query<{ will_attend: boolean; confirmed_tickets: number }>(
    `select h.will_attend, h.confirmed_tickets from public.rsvp_history h
     join public.rsvp_guests g on g.id = h.guest_id
     where g.human_key = $1 order by h.id`,
    [humanKey],
  )
  return rows
}

async function sendAll(answers: Answer[]) {
  const responses = await Promise.all(
    answers.map((answer) => api.rpc('respond_invitation', answer)),
  )
  return Promise.all(
    responses.map(async (response) => ({ status: response.status, body: await response.json() })),
  )
}

describe('concurrent answers to one invitation', () => {
  it('applies 50 simultaneous answers one by one: 50 successes, 50 history rows, the last one kept', async () => {
    const before = (await historyOf('001')).length
    const answers = Array.from({ length: 50 }, (_, index): Answer => {
      const declining = index % 5 === 4
      return {
        p_human_key: '001',
        p_will_attend: !declining,
        p_confirmed_tickets: declining ? 0 : (index % 4) + 1,
      }
    })
    const replies = await sendAll(answers)

    expect(replies.map((reply) => reply.status)).toEqual(answers.map(() => 200))
    // each caller gets back its own answer, not one interleaved with another call
    expect(replies.map(({ body }) => [body.will_attend, body.confirmed_tickets])).toEqual(
      answers.map((answer) => [answer.p_will_attend, answer.p_confirmed_tickets]),
    )
    const history = await historyOf('001')
    expect(history).toHaveLength(before + 50)
    const last = history.at(-1)
    expect(await guestRow(api.db, '001')).toMatchObject({
      will_attend: last?.will_attend,
      confirmed_tickets: last?.confirmed_tickets,
    })
  })

  it('adds exactly one history row per accepted answer when some are refused', async () => {
    const before = await countRows(api.db, 'rsvp_history')
    const answers = Array.from({ length: 50 }, (_, index): Answer => ({
      p_human_key: '007',
      p_will_attend: true,
      // 007 has 4 tickets: 5 and 6 break the rule
      p_confirmed_tickets: (index % 6) + 1,
    }))
    const replies = await sendAll(answers)

    const accepted = replies.filter((reply) => reply.status === 200)
    const refused = replies.filter((reply) => reply.status !== 200)
    expect(accepted.length).toBe(answers.filter((a) => (a.p_confirmed_tickets ?? 0) <= 4).length)
    expect(refused.every((reply) => reply.body.message === 'rsvp_invalid_tickets')).toBe(true)
    expect(await countRows(api.db, 'rsvp_history')).toBe(before + accepted.length)
    const row = await guestRow(api.db, '007')
    expect(row?.will_attend).toBe(true)
    expect(row?.confirmed_tickets).toBe((await historyOf('007')).at(-1)?.confirmed_tickets)
  })
})
