import { describe, expect, it } from 'vitest'
import { rsvpBodies, summariseLatencies } from '../../bench/rsvp-load'
import type { RpcArgs } from '../../web/src/lib/guest-list/call-rpc'

describe('summariseLatencies', () => {
  it('gives the percentiles, mean and throughput of one scenario', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index)
    expect(summariseLatencies('find_invitation', 10, latencies, 2, 4)).toEqual({
      function: 'find_invitation',
      clients: 10,
      requests: 100,
      errors: 2,
      p50: 50,
      p95: 95,
      p99: 99,
      mean: 50.5,
      requestsPerSecond: 25,
    })
  })
})

type Found = RpcArgs<'find_invitation'>
type Answer = Partial<RpcArgs<'respond_invitation'>>

describe('the request bodies', () => {
  it('look up seeded invitations 001 to 016 in turn', () => {
    expect(rsvpBodies.find_invitation(0)).toEqual<Found>({ p_human_key: '001' })
    expect(rsvpBodies.find_invitation(17)).toEqual<Found>({ p_human_key: '002' })
  })

  it('answer yes with a ticket or no with none, so answers keep changing', () => {
    expect(rsvpBodies.respond_invitation(0)).toMatchObject<Answer>({
      p_will_attend: false,
      p_confirmed_tickets: 0,
    })
    expect(rsvpBodies.respond_invitation(1)).toMatchObject<Answer>({
      p_will_attend: true,
      p_confirmed_tickets: 1,
    })
  })
})
