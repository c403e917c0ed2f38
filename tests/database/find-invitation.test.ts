import { describe, expect, it } from 'vitest'
import { freshAddress } from './support/as-anon'
import { findInvitation, respondInvitation } from './support/guest-calls'
import { addPastFailures, miss } from './support/lookup-failures'
import { allGuests, failureCount, guestRow } from './support/owner-queries'
import { expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const injections = [
  "001'; drop table public.rsvp_guests; --",
  "' or '1'='1",
  "001' or 1=1 --",
  "'); update public.rsvp_guests set confirmed_tickets = 0; --",
]

// opened like the embedded server with RSVP_MODIFICATION_DEADLINE=2031-02-03
const database = seededDatabase({ modificationDeadline: '2031-02-03' }, async (db) => {
  await db.query(
    "insert into public.rsvp_guests (human_key, family_name, available_tickets) values ('AB7', 'Familia Prueba', 2)",
  )
})

describe('find_invitation', () => {
  it('returns exactly the spec fields, the configured modification_deadline, the events invited to and the answer’s people for 001', async () => {
    const invitation = await findInvitation(database(), freshAddress(), '001')
    expect(invitation).toStrictEqual({
      human_key: '001',
      family_name: 'Familia García Hernández',
      family_chief: 'Juan García',
      available_tickets: 4,
      confirmed_tickets: 0,
      will_attend: null,
      confirmed_at: null,
      modification_deadline: '2031-02-03',
      event_keys: null,
      people: [],
      message: null,
      song: null,
      table_name: null,
      person_tables: [],
      // the pase's token only once the family confirmed
      pase_token: null,
    })
  })

  it('returns the stored answer of an answered invitation, with its time in ISO 8601', async () => {
    const invitation = await findInvitation(database(), freshAddress(), '002')
    expect(invitation).toMatchObject({ will_attend: true, confirmed_tickets: 2 })
    expect(invitation?.confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(Date.parse(invitation?.confirmed_at ?? '')).toBe(Date.parse('2025-09-12T18:30:00Z'))
  })

  it('trims the key and upper-cases it', async () => {
    expect((await findInvitation(database(), freshAddress(), '  001 '))?.human_key).toBe('001')
    expect((await findInvitation(database(), freshAddress(), ' ab7'))?.human_key).toBe('AB7')
    expect((await findInvitation(database(), freshAddress(), 'aB7 '))?.family_name).toBe(
      'Familia Prueba',
    )
  })

  it.each(['999', 'ZZZ', '', '0001', '01'])(
    'returns null for the unknown key "%s"',
    async (key) => {
      expect(await findInvitation(database(), freshAddress(), key)).toBeNull()
    },
  )

  it('returns null for a null key', async () => {
    expect(await findInvitation(database(), freshAddress(), null)).toBeNull()
  })

  it('returns null for SQL in the key and changes no invitation', async () => {
    const before = await allGuests(database())
    for (const key of injections)
      expect(await findInvitation(database(), freshAddress(), key)).toBeNull()
    expect(await allGuests(database())).toEqual(before)
  })

  it('records one failure for the caller address on a miss and none on a hit', async () => {
    const address = freshAddress()
    await findInvitation(database(), address, '001')
    await findInvitation(database(), address, '404')
    expect(await failureCount(database(), address)).toBe(1)
  })
})

describe('throttling of look-ups', () => {
  it('starts after the 10th failed look-up and then refuses even a valid key', async () => {
    const address = freshAddress()
    await miss(database(), address, 9)
    expect(await findInvitation(database(), address, '001')).not.toBeNull()
    await miss(database(), address, 1)
    await expectRsvpError(findInvitation(database(), address, '001'), 'rsvp_too_many_attempts')
  })

  it('refuses respond_invitation from a throttled address and leaves the row unchanged', async () => {
    const address = freshAddress()
    await miss(database(), address, 10)
    const before = await guestRow(database(), '004')
    await expectRsvpError(
      respondInvitation(database(), address, '004', true, 1),
      'rsvp_too_many_attempts',
    )
    expect(await guestRow(database(), '004')).toEqual(before)
  })

  it('leaves every other address unaffected', async () => {
    const throttled = freshAddress()
    await miss(database(), throttled, 10)
    await expectRsvpError(findInvitation(database(), throttled, '001'), 'rsvp_too_many_attempts')
    expect(await findInvitation(database(), freshAddress(), '001')).not.toBeNull()
    expect(await respondInvitation(database(), freshAddress(), '005', true, 1)).toMatchObject({
      confirmed_tickets: 1,
    })
  })

  it('ignores failures older than 15 minutes', async () => {
    const address = freshAddress()
    await addPastFailures(database(), address, 10, '15 minutes 1 second')
    await miss(database(), address, 9)
    expect(await findInvitation(database(), address, '001')).not.toBeNull()
    await miss(database(), address, 1)
    await expectRsvpError(findInvitation(database(), address, '001'), 'rsvp_too_many_attempts')
  })

  it('counts failures just inside the 15-minute window', async () => {
    const address = freshAddress()
    await addPastFailures(database(), address, 10, '14 minutes 59 seconds')
    await expectRsvpError(findInvitation(database(), address, '001'), 'rsvp_too_many_attempts')
  })

  it('records no failure for refused look-ups, so the window can pass', async () => {
    const address = freshAddress()
    await miss(database(), address, 10)
    await expectRsvpError(findInvitation(database(), address, 'ZZZ'), 'rsvp_too_many_attempts')
    expect(await failureCount(database(), address)).toBe(10)
  })

  it('lifts once the failures are older than 15 minutes', async () => {
    const address = freshAddress()
    await miss(database(), address, 10)
    await expectRsvpError(findInvitation(database(), address, '001'), 'rsvp_too_many_attempts')
    await database().query(
      `update public.rsvp_lookup_failures set failed_at = failed_at - interval '15 minutes'
       where client_address = $1`,
      [address],
    )
    expect(await findInvitation(database(), address, '001')).not.toBeNull()
  })
})
