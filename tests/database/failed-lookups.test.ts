import { describe, expect, it } from 'vitest'
import { asAnon, freshAddress } from './support/as-anon'
import {
  addCoupleMember,
  asUser,
  callAsUser,
  coupleEmail,
  strangerEmail,
} from './support/as-couple'
import { addPastFailures, miss } from './support/lookup-failures'
import { failureCount } from './support/owner-queries'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

type FailedLookups = {
  hours: { hour: string; misses: number }[]
  total: number
  top_addresses: { address: string | null; misses: number }[]
  spike_threshold: number
  spike: boolean
}

const failedLookups = (email = coupleEmail) =>
  callAsUser<FailedLookups>(database(), email, 'public.couple_failed_lookups()')

const hoursAgo = (lookups: FailedLookups, hours: number) =>
  lookups.hours[lookups.hours.length - 1 - hours]?.misses

describe('the failed look-ups the couple sees', () => {
  it('counts them per hour for the last 24 hours, with the addresses that made the most', async () => {
    const recent = freshAddress()
    const earlier = freshAddress()
    await miss(database(), recent, 3)
    await addPastFailures(database(), earlier, 5, '3 hours')

    const lookups = await failedLookups()

    expect(lookups.hours).toHaveLength(24)
    expect(hoursAgo(lookups, 0)).toBe(3)
    expect(hoursAgo(lookups, 3)).toBe(5)
    expect(lookups.total).toBe(8)
    expect(lookups.top_addresses).toEqual([
      { address: earlier, misses: 5 },
      { address: recent, misses: 3 },
    ])
    expect(lookups.spike).toBe(false)
  })

  it('keeps a day of counts, as the throttle keeps a day of failures for its daily limit', async () => {
    const address = freshAddress()
    await addPastFailures(database(), address, 2, '20 hours')
    await miss(database(), freshAddress(), 1)

    expect(await failureCount(database(), address)).toBe(2)
    expect(hoursAgo(await failedLookups(), 20)).toBe(2)
  })

  it('forgets hours older than a day', async () => {
    await addPastFailures(database(), freshAddress(), 4, '30 hours')
    const { rows } = await database().query<{ count: number }>(
      `select count(*)::int as count from public.rsvp_lookup_failures_by_hour
       where hour < now() - interval '25 hours'`,
    )
    expect(rows[0]?.count).toBe(0)
    expect((await failedLookups()).total).toBe(11)
  })

  it('warns of a spike from 25 misses in one hour', async () => {
    await addPastFailures(database(), freshAddress(), 24, '2 hours')
    expect((await failedLookups()).spike).toBe(false)
    await addPastFailures(database(), freshAddress(), 1, '2 hours')

    const lookups = await failedLookups()
    expect(lookups.spike_threshold).toBe(25)
    expect(lookups.spike).toBe(true)
  })
})

describe('who may see them', () => {
  it('shows a stranger 24 empty hours', async () => {
    const lookups = await failedLookups(strangerEmail)
    expect(lookups.total).toBe(0)
    expect(lookups.top_addresses).toEqual([])
    expect(lookups.hours.every((hour) => hour.misses === 0)).toBe(true)
    expect(
      (await asUser(database(), strangerEmail, 'select * from public.rsvp_lookup_failures_by_hour'))
        .rows,
    ).toEqual([])
  })

  it('refuses anon the function and the table', async () => {
    const address = freshAddress()
    await expectDenied(asAnon(database(), address, 'select public.couple_failed_lookups()'))
    await expectDenied(
      asAnon(database(), address, 'select * from public.rsvp_lookup_failures_by_hour'),
    )
  })
})
