import { describe, expect, it } from 'vitest'
import { freshAddress } from './support/as-anon'
import {
  addCoupleMember,
  asUser,
  callAsUser,
  coupleEmail,
  strangerEmail,
} from './support/as-couple'
import { findInvitation } from './support/guest-calls'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

type Seated = {
  table_name: string | null
  person_tables: { position: number; table_name: string }[]
}

const asCouple = <T>(call: string, params: unknown[] = []) =>
  callAsUser<T>(database(), coupleEmail, call, params)
const seat = (key: string, table: string | null) =>
  asCouple<Seated>('public.couple_seat_invitation($1, $2)', [key, table])
const showTables = (show: boolean) => asCouple('public.couple_set_show_tables($1)', [show])

describe('the tables of the day', () => {
  it('seats a family and tells its guest the table only while the couple shows it', async () => {
    await asCouple('public.couple_create_table($1, $2)', ['Mesa 1', 8])
    expect(await seat('002', 'Mesa 1')).toMatchObject({ table_name: 'Mesa 1', person_tables: [] })

    expect(await findInvitation(database(), freshAddress(), '002')).toMatchObject({
      table_name: null,
    })
    await showTables(true)
    expect(await findInvitation(database(), freshAddress(), '002')).toMatchObject({
      table_name: 'Mesa 1',
    })
    await showTables(false)
  })

  it('puts a person apart and brings them back when the family is seated again', async () => {
    await asCouple('public.couple_create_table($1, $2)', ['Niños', 6])
    await seat('005', 'Mesa 1')
    const apart = await asCouple<Seated>('public.couple_seat_person($1, $2, $3)', [
      '005',
      3,
      'niños',
    ])
    expect(apart.person_tables).toEqual([{ position: 3, table_name: 'Niños' }])
    expect((await seat('005', 'Mesa 1')).person_tables).toEqual([])
  })

  it('unseats everyone at a deleted table, and the log says who did it', async () => {
    await asCouple('public.couple_create_table($1, $2)', ['Mesa efímera', 4])
    await seat('009', 'Mesa efímera')
    await asCouple('public.couple_delete_table($1)', ['Mesa efímera'])
    const history = await asCouple<{ table_name: string | null; changed_by_email: string }[]>(
      'public.couple_seating_history($1)',
      ['009'],
    )
    expect(history.map((change) => change.table_name)).toEqual(['Mesa efímera', null])
    expect(history[0]?.changed_by_email).toBe(coupleEmail)
  })

  it('refuses a table name with a hidden character, storing nothing', async () => {
    await expect(
      asCouple('public.couple_create_table($1, $2)', ['Mesa\u202E 7', 4]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invalid_table' })
    const { rows } = await database().query(
      "select 1 from public.rsvp_tables where name like 'Mesa%7'",
    )
    expect(rows).toEqual([])
  })

  it('shows a signed-in stranger no table and lets them seat no one', async () => {
    const { rows } = await asUser(database(), strangerEmail, 'select name from public.rsvp_tables')
    expect(rows).toEqual([])
    await expect(
      callAsUser(database(), strangerEmail, 'public.couple_seat_invitation($1, $2)', [
        '003',
        'Mesa 1',
      ]),
    ).rejects.toMatchObject({ message: 'couple_table_not_found' })
    await expectDenied(
      asUser(
        database(),
        strangerEmail,
        'insert into public.rsvp_tables (name, seats) values ($1, 2)',
        ['Intrusa'],
      ),
    )
  })
})
