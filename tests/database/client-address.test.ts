import { beforeEach, describe, expect, it } from 'vitest'
import type { RequestHeaders } from './support/as-anon'
import { asRole, freshAddress } from './support/as-anon'
import { findInvitationWithHeaders } from './support/guest-calls'
import { missWithHeaders } from './support/lookup-failures'
import { failureCount } from './support/owner-queries'
import { expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase()

type TrustedHeader = 'cf-connecting-ip' | 'x-forwarded-for'

/** Says where the project's proxy puts the address, as the README's SQL statement does. */
async function trust(header: TrustedHeader) {
  await database().query('update public.rsvp_settings set client_address_header = $1', [header])
}

async function forgetUnknownBucket() {
  await database().query("delete from public.rsvp_lookup_failures where client_address = 'unknown'")
}

const find = (headers: RequestHeaders, key = '001') =>
  findInvitationWithHeaders(database(), headers, key)

describe('behind the project’s own proxy (x-forwarded-for, the seed’s setting)', () => {
  beforeEach(() => trust('x-forwarded-for'))

  it('is the last x-forwarded-for entry, the one the proxy appended', async () => {
    await missWithHeaders(database(), { 'x-forwarded-for': ' 10.0.0.1, 10.0.0.2 , 198.51.100.20 ' })
    expect(await failureCount(database(), '198.51.100.20')).toBe(1)
    expect(await failureCount(database(), '10.0.0.1')).toBe(0)
  })

  it('cannot be chosen by the client through the first x-forwarded-for entry', async () => {
    for (let i = 0; i < 10; i += 1) {
      await missWithHeaders(database(), { 'x-forwarded-for': `10.3.3.${i}, 198.51.100.50` })
    }
    await expectRsvpError(
      find({ 'x-forwarded-for': '10.3.3.99, 198.51.100.50' }),
      'rsvp_too_many_attempts',
    )
  })

  it('ignores cf-connecting-ip and x-real-ip: 14 forged misses are refused from the eleventh', async () => {
    const results: string[] = []
    for (let i = 1; i <= 14; i += 1) {
      const forged = {
        'cf-connecting-ip': `203.0.113.${i}`,
        'x-real-ip': `192.0.2.${i}`,
        'x-forwarded-for': `198.18.0.${i}, 198.51.100.77`,
      }
      results.push(
        await find(forged, `F${i}`).then(
          (found) => (found === null ? 'miss' : 'found'),
          () => 'refused',
        ),
      )
    }
    expect(results).toEqual([...Array(10).fill('miss'), ...Array(4).fill('refused')])
    expect(await failureCount(database(), '198.51.100.77')).toBe(10)
  })

  it('puts a request without a readable address in one shared bucket that refuses after one miss', async () => {
    await forgetUnknownBucket()
    await missWithHeaders(database(), {})
    await expectRsvpError(find({ 'x-forwarded-for': 'not an address' }), 'rsvp_too_many_attempts')
    await expectRsvpError(find({ 'cf-connecting-ip': freshAddress() }), 'rsvp_too_many_attempts')
    await expectRsvpError(find({ 'x-forwarded-for': '198.51.100.9, ' }), 'rsvp_too_many_attempts')
    expect(await failureCount(database(), 'unknown')).toBe(1)
    expect(await failureCount(database(), null)).toBe(0)
  })

  it('serves a right number from the unknown bucket while it has no miss', async () => {
    await forgetUnknownBucket()
    expect(await find({})).toMatchObject({ human_key: '001' })
  })

  // Once a connection has served one request, current_setting('request.headers', true) is ''
  // rather than null; that must read as the unknown bucket, not fail and not go free.
  it('is the unknown bucket for a caller that sets no request headers at all', async () => {
    await forgetUnknownBucket()
    await find({ 'x-forwarded-for': freshAddress() })
    const missWithoutHeaders = () =>
      database().transaction(async (tx) => {
        await tx.query('set local role anon')
        return tx.query("select public.find_invitation('ZZ8')")
      })
    await missWithoutHeaders()
    await expect(missWithoutHeaders()).rejects.toMatchObject({
      message: 'rsvp_too_many_attempts',
    })
  })

  it('counts IPv6 per /48, so an attacker cannot hop through the /64s of a site', async () => {
    for (let i = 1; i <= 10; i += 1) {
      await missWithHeaders(database(), { 'x-forwarded-for': `2001:db8:aa:${i.toString(16)}::1` })
    }
    expect(await failureCount(database(), '2001:db8:aa::/48')).toBe(10)
    await expectRsvpError(
      find({ 'x-forwarded-for': '2001:db8:aa:ffff:1::9' }),
      'rsvp_too_many_attempts',
    )
    expect(await find({ 'x-forwarded-for': '2001:db8:ab::1' })).not.toBeNull()
  })

  it('reads an IPv4 client seen through an IPv6 socket as its IPv4 address', async () => {
    await missWithHeaders(database(), { 'x-forwarded-for': '::ffff:198.51.100.60' })
    expect(await failureCount(database(), '198.51.100.60')).toBe(1)
  })
})

describe('behind Cloudflare (cf-connecting-ip, the default for hosted Supabase)', () => {
  beforeEach(() => trust('cf-connecting-ip'))

  it('is cf-connecting-ip, and a forged x-forwarded-for opens no new bucket', async () => {
    for (let i = 1; i <= 10; i += 1) {
      await missWithHeaders(database(), {
        'cf-connecting-ip': '203.0.113.90',
        'x-forwarded-for': `10.9.9.${i}`,
      })
    }
    expect(await failureCount(database(), '203.0.113.90')).toBe(10)
    await expectRsvpError(
      find({ 'cf-connecting-ip': '203.0.113.90', 'x-forwarded-for': '10.9.9.99' }),
      'rsvp_too_many_attempts',
    )
  })

  it('does not fall back to x-forwarded-for when cf-connecting-ip is missing', async () => {
    await forgetUnknownBucket()
    await missWithHeaders(database(), { 'x-forwarded-for': '198.51.100.91' })
    expect(await failureCount(database(), '198.51.100.91')).toBe(0)
    expect(await failureCount(database(), 'unknown')).toBe(1)
  })

  it('is the unknown bucket for garbage in cf-connecting-ip', async () => {
    await forgetUnknownBucket()
    await missWithHeaders(database(), { 'cf-connecting-ip': 'garbage' })
    await expectRsvpError(find({ 'cf-connecting-ip': 'garbage' }), 'rsvp_too_many_attempts')
  })
})

describe('the setting', () => {
  it('accepts only the two headers', async () => {
    await expect(
      database().query("update public.rsvp_settings set client_address_header = 'x-real-ip'"),
    ).rejects.toMatchObject({ code: '23514' })
  })

  it('is out of anon’s reach', async () => {
    await expect(
      asRole(
        database(),
        'anon',
        {},
        "update public.rsvp_settings set client_address_header = 'cf-connecting-ip'",
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })
})
