import type { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { asRole, freshAddress } from './support/as-anon'
import { addCoupleMember, callAsUser, coupleEmail, strangerEmail } from './support/as-couple'
import { seededDatabase } from './support/seeded-database'

const db = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

type Answer = Record<string, unknown> & { code?: string }

const asService = async <T = Answer>(sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await asRole<{ result: T }>(
    db(),
    'service_role',
    {},
    `select ${sql} as result`,
    params,
  )
  return rows[0]!.result
}

let hashCount = 0
/** A sha-256 no other test used. */
const freshHash = () => (hashCount += 1).toString(16).padStart(64, 'a')

const reserve = (
  number: string | null,
  options: Partial<{
    sha: string
    bytes: number
    width: number
    height: number
    thumb: number
  }> = {},
  address = freshAddress(),
) =>
  asService(
    'public.photo_reserve($1::text, $2::text, $3::int, $4::int, $5::int, $6::int, $7::text)',
    [
      number,
      options.sha ?? freshHash(),
      options.bytes ?? 2_000_000,
      options.width ?? 2560,
      options.height ?? 1920,
      options.thumb ?? 40_000,
      address,
    ],
  )

const failuresOf = async (address: string) =>
  (
    await db().query<{ n: number }>(
      'select count(*)::int as n from public.rsvp_lookup_failures where client_address = $1',
      [address],
    )
  ).rows[0]!.n

async function setSettings(db: PGlite, settings: Partial<Record<string, unknown>>) {
  const current = await callAsUser<Record<string, unknown>>(
    db,
    coupleEmail,
    'public.couple_photo_settings()',
  )
  const next = { ...current, ...settings }
  return callAsUser<Record<string, unknown>>(
    db,
    coupleEmail,
    'public.couple_set_photo_settings($1, $2, $3, $4, $5)',
    [
      next.uploads_open_from,
      next.uploads_open_until,
      next.quota_per_invitation,
      next.auto_approve,
      next.gallery_visible,
    ],
  )
}

describe('photo_reserve', () => {
  it('reserves a confirmed family’s upload at a path the server chose, in the family’s random folder', async () => {
    const answer = await reserve('002')
    expect(answer.code).toBeUndefined()
    expect(answer.already_stored).toBe(false)
    expect(answer.path).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/)
    expect(answer.thumb_path).toBe(String(answer.path).replace(/\.jpg$/, '.thumb.jpg'))
    expect(String(answer.path)).toContain(String(answer.photo_id))
  })

  it('answers not_found for a number that does not exist, counted as a failed look-up', async () => {
    const address = freshAddress()
    expect(await reserve('999', {}, address)).toEqual({ code: 'not_found' })
    expect(await failuresOf(address)).toBe(1)
  })

  it('finds no family behind invisible characters, a huge number or null', async () => {
    for (const number of ['0\u200b02', '002\u2060', '0'.repeat(100_000), null]) {
      expect(await reserve(number)).toEqual({ code: 'not_found' })
    }
  })

  it('is throttled like find_invitation: after the misses, even a good number is refused', async () => {
    const address = freshAddress()
    let answer: Answer = {}
    for (let i = 0; i < 30 && answer.code !== 'throttled'; i += 1) {
      answer = await reserve('998', {}, address)
    }
    expect(answer).toEqual({ code: 'throttled' })
    expect(await reserve('002', {}, address)).toEqual({ code: 'throttled' })
  })

  it('refuses a family that did not confirm attending (declined or not yet answered)', async () => {
    expect(await reserve('003')).toEqual({ code: 'not_confirmed' })
    expect(await reserve('001')).toEqual({ code: 'not_confirmed' })
  })

  it('refuses a hash that is not 64 lowercase hex, sizes out of bounds, and too large a photo', async () => {
    for (const sha of ['ABC', 'g'.repeat(64), 'A'.repeat(64), `${'a'.repeat(63)}\u200b`]) {
      expect(await reserve('006', { sha })).toEqual({ code: 'bad_request' })
    }
    expect(await reserve('006', { width: 2561 })).toEqual({ code: 'bad_request' })
    expect(await reserve('006', { height: 0 })).toEqual({ code: 'bad_request' })
    expect(await reserve('006', { bytes: -5 })).toEqual({ code: 'bad_request' })
    expect(await reserve('006', { bytes: 12_582_913 })).toEqual({ code: 'too_large' })
    expect(await reserve('006', { thumb: 2_000_000 })).toEqual({ code: 'too_large' })
  })

  it('gives the same photo again for the same hash, and says when it is already stored', async () => {
    const sha = freshHash()
    const first = await reserve('009', { sha })
    const again = await reserve('009', { sha })
    expect(again.photo_id).toBe(first.photo_id)
    expect(again.path).toBe(first.path)
    await asService('public.photo_mark_uploaded($1::uuid)', [first.photo_id])
    expect(await reserve('009', { sha })).toEqual({
      photo_id: first.photo_id,
      already_stored: true,
      status: 'pending',
    })
  })

  it('counts photos and live reservations against the quota; a reservation older than 30 minutes frees its place', async () => {
    await setSettings(db(), { quota_per_invitation: 2 })
    try {
      const first = await reserve('014')
      await reserve('014')
      expect(await reserve('014')).toEqual({ code: 'quota' })
      await db().query(
        "update public.photos set reserved_at = now() - interval '31 minutes' where id = $1",
        [first.photo_id],
      )
      expect((await reserve('014')).code).toBeUndefined()
      // the late confirmation of the expired one finds the quota full
      expect(await asService('public.photo_mark_uploaded($1::uuid)', [first.photo_id])).toEqual({
        code: 'quota',
      })
    } finally {
      await setSettings(db(), { quota_per_invitation: 40 })
    }
  })

  it('refuses outside the couple’s window, and opens inside it', async () => {
    const hour = 3_600_000
    await setSettings(db(), { uploads_open_from: new Date(Date.now() + hour).toISOString() })
    try {
      expect(await reserve('002')).toEqual({ code: 'closed' })
      await setSettings(db(), {
        uploads_open_from: new Date(Date.now() - 2 * hour).toISOString(),
        uploads_open_until: new Date(Date.now() - hour).toISOString(),
      })
      expect(await reserve('002')).toEqual({ code: 'closed' })
      await setSettings(db(), { uploads_open_until: new Date(Date.now() + hour).toISOString() })
      expect((await reserve('002')).code).toBeUndefined()
    } finally {
      await setSettings(db(), { uploads_open_from: null, uploads_open_until: null })
    }
  })

  it('is out of reach of anon and signed-in users: only the service role calls it', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        asRole(db(), role, {}, "select public.photo_reserve('002', $1, 1, 1, 1, 1, null)", [
          freshHash(),
        ]),
      ).rejects.toThrow(/permission denied/)
      await expect(asRole(db(), role, {}, 'select * from public.photos')).rejects.toThrow(
        /permission denied/,
      )
      await expect(asRole(db(), role, {}, 'select * from public.photo_settings')).rejects.toThrow(
        /permission denied/,
      )
    }
  })
})

describe('a family’s own photos', () => {
  it('a family reads and confirms only its own photo: another family’s id is not found', async () => {
    const mine = await reserve('002')
    expect(
      await asService('public.photo_upload_of($1, $2::uuid, $3)', [
        '006',
        mine.photo_id,
        freshAddress(),
      ]),
    ).toEqual({
      code: 'not_found',
    })
    expect(
      await asService('public.photo_upload_of($1, $2::uuid, $3)', [
        '002',
        mine.photo_id,
        freshAddress(),
      ]),
    ).toMatchObject({ photo_id: mine.photo_id, status: 'reserved', bytes: 2_000_000 })
  })

  it('lists the family’s uploaded photos only, and approves on upload when the couple says so', async () => {
    const reserved = await reserve('006')
    const uploaded = await reserve('006')
    await setSettings(db(), { auto_approve: true })
    try {
      expect(await asService('public.photo_mark_uploaded($1::uuid)', [uploaded.photo_id])).toEqual({
        status: 'approved',
      })
    } finally {
      await setSettings(db(), { auto_approve: false })
    }
    const mine = await asService<{ photos: { id: string; status: string }[] }>(
      'public.photo_mine($1, $2)',
      ['006', freshAddress()],
    )
    const ids = mine.photos.map((photo) => photo.id)
    expect(ids).toContain(uploaded.photo_id)
    expect(ids).not.toContain(reserved.photo_id)
  })
})

describe('the gallery, the TV and the couple', () => {
  it('shows guests nothing until the couple shows the gallery, then the approved photos only', async () => {
    const approved = await reserve('009')
    const pending = await reserve('009')
    await asService('public.photo_mark_uploaded($1::uuid)', [approved.photo_id])
    await asService('public.photo_mark_uploaded($1::uuid)', [pending.photo_id])
    await callAsUser(db(), coupleEmail, 'public.couple_set_photo_status($1::uuid, $2)', [
      approved.photo_id,
      'approved',
    ])
    expect(await asService('public.photo_gallery()')).toEqual({ visible: false, photos: [] })
    await setSettings(db(), { gallery_visible: true })
    try {
      const gallery = await asService<{ visible: boolean; photos: { id: string }[] }>(
        'public.photo_gallery()',
      )
      expect(gallery.visible).toBe(true)
      expect(gallery.photos.map((photo) => photo.id)).toContain(approved.photo_id)
      expect(gallery.photos.map((photo) => photo.id)).not.toContain(pending.photo_id)
    } finally {
      await setSettings(db(), { gallery_visible: false })
    }
  })

  it('opens the TV only with the key made last; a hidden photo leaves it', async () => {
    expect(await asService('public.photo_screen($1)', ['x'.repeat(43)])).toEqual({
      code: 'bad_key',
    })
    const { key: old } = await callAsUser<{ key: string }>(
      db(),
      coupleEmail,
      'public.couple_new_screen_key()',
    )
    const { key } = await callAsUser<{ key: string }>(
      db(),
      coupleEmail,
      'public.couple_new_screen_key()',
    )
    expect(await asService('public.photo_screen($1)', [old])).toEqual({ code: 'bad_key' })
    const photo = await reserve('014')
    await asService('public.photo_mark_uploaded($1::uuid)', [photo.photo_id])
    await callAsUser(db(), coupleEmail, 'public.couple_set_photo_status($1::uuid, $2)', [
      photo.photo_id,
      'approved',
    ])
    const shown = await asService<{ photos: { id: string }[] }>('public.photo_screen($1)', [key])
    expect(shown.photos[0]!.id).toBe(photo.photo_id)
    await callAsUser(db(), coupleEmail, 'public.couple_set_photo_status($1::uuid, $2)', [
      photo.photo_id,
      'hidden',
    ])
    const after = await asService<{ photos: { id: string }[] }>('public.photo_screen($1)', [key])
    expect(after.photos.map((each) => each.id)).not.toContain(photo.photo_id)
    expect(
      JSON.stringify(await callAsUser(db(), coupleEmail, 'public.couple_photo_settings()')),
    ).not.toContain(key)
  })

  it('lists every uploaded photo with its family for the couple, and nothing for a stranger', async () => {
    const photo = await reserve('002')
    await asService('public.photo_mark_uploaded($1::uuid)', [photo.photo_id])
    const photos = await callAsUser<{ id: string; family_name: string }[]>(
      db(),
      coupleEmail,
      'public.couple_photos()',
    )
    expect(photos.find((each) => each.id === photo.photo_id)?.family_name).toBe(
      'Familia López Martínez',
    )
    await expect(callAsUser(db(), strangerEmail, 'public.couple_photos()')).rejects.toThrow(
      /permission denied/,
    )
    await expect(
      callAsUser(db(), strangerEmail, 'public.couple_delete_photo($1::uuid)', [photo.photo_id]),
    ).rejects.toThrow(/permission denied/)
  })

  it('refuses a null inside the ids, a status other than approved or hidden, and a window that closes before it opens', async () => {
    await expect(
      callAsUser(db(), coupleEmail, 'public.couple_photo_paths($1::uuid[])', [[null]]),
    ).rejects.toThrow(/photo_invalid_ids/)
    const photo = await reserve('002')
    await asService('public.photo_mark_uploaded($1::uuid)', [photo.photo_id])
    for (const status of ['reserved', 'pending', 'APPROVED', null]) {
      await expect(
        callAsUser(db(), coupleEmail, 'public.couple_set_photo_status($1::uuid, $2)', [
          photo.photo_id,
          status,
        ]),
      ).rejects.toThrow(/photo_invalid_status/)
    }
    await expect(
      setSettings(db(), {
        uploads_open_from: '2026-06-02T00:00:00Z',
        uploads_open_until: '2026-06-01T00:00:00Z',
      }),
    ).rejects.toThrow(/photo_invalid_settings/)
    await expect(setSettings(db(), { quota_per_invitation: -1 })).rejects.toThrow(
      /photo_invalid_settings/,
    )
  })

  it('deletes a photo for the couple and answers its paths for storage', async () => {
    const photo = await reserve('006')
    await asService('public.photo_mark_uploaded($1::uuid)', [photo.photo_id])
    expect(
      await callAsUser(db(), coupleEmail, 'public.couple_delete_photo($1::uuid)', [photo.photo_id]),
    ).toEqual({
      path: photo.path,
      thumb_path: photo.thumb_path,
    })
    await expect(
      callAsUser(db(), coupleEmail, 'public.couple_delete_photo($1::uuid)', [photo.photo_id]),
    ).rejects.toThrow(/photo_not_found/)
  })
})
