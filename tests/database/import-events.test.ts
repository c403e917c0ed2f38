import { describe, expect, it } from 'vitest'
import { addCoupleMember, callAsUser, coupleEmail } from './support/as-couple'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, async (db) => {
  await addCoupleMember(db, coupleEmail)
  await db.query("update public.rsvp_settings set event_keys = array['civil', 'misa', 'recepcion']")
})

const importRows = (rows: object[], updateExisting = true) =>
  callAsUser<{ inserted: number; updated: number }>(
    database(),
    coupleEmail,
    'public.couple_import_invitations($1::json, $2)',
    [JSON.stringify(rows), updateExisting],
  )

async function storedEvents(key: string): Promise<string[] | null | undefined> {
  const { rows } = await database().query<{ event_keys: string[] | null }>(
    'select event_keys from public.rsvp_guests where human_key = $1',
    [key],
  )
  return rows[0]?.event_keys
}

const mendoza = { human_key: '007', family_name: 'Familia Mendoza', available_tickets: 4 }

describe('the events an import invites a family to', () => {
  it('are stored once each, in the order the couple asks them', async () => {
    const row = { human_key: 'E01', family_name: 'Familia Civil', available_tickets: 2 }
    expect(await importRows([{ ...row, event_keys: ['recepcion', 'civil', 'recepcion'] }])).toEqual(
      { inserted: 1, updated: 0 },
    )
    expect(await storedEvents('E01')).toEqual(['civil', 'recepcion'])
  })

  it('are all of them for a new row without the key or with null', async () => {
    await importRows([
      { human_key: 'E02', family_name: 'Familia Sin Columna', available_tickets: 2 },
      { human_key: 'E03', family_name: 'Familia Vacía', available_tickets: 2, event_keys: null },
    ])
    expect(await storedEvents('E02')).toBeNull()
    expect(await storedEvents('E03')).toBeNull()
  })

  it('are kept by an update without the key, changed by a list and reset to all by null', async () => {
    await importRows([{ ...mendoza, event_keys: ['misa'] }])
    expect(await storedEvents('007')).toEqual(['misa'])
    await importRows([mendoza])
    expect(await storedEvents('007')).toEqual(['misa'])
    await importRows([{ ...mendoza, event_keys: null }])
    expect(await storedEvents('007')).toBeNull()
  })

  it.each([[['tornaboda']], [['civil', null]]])(
    'make the whole import fail for %j, an event the couple does not ask about',
    async (eventKeys) => {
      await expect(
        importRows([
          { human_key: 'E04', family_name: 'Familia Nueva', available_tickets: 1 },
          { ...mendoza, event_keys: eventKeys },
        ]),
      ).rejects.toMatchObject({ code: 'P0001', message: 'rsvp_unknown_event' })
      expect(await storedEvents('E04')).toBeUndefined()
    },
  )
})
