import { describe, expect, it } from 'vitest'
import {
  familySeatCount,
  seatCounts,
  seatsByTable,
  unseatedFamilies,
  type SeatedInvitation,
} from '../../../web/src/lib/guest-list/seat-counts'
import { guestRow } from '../../support/guest-row'

const tables = [
  { name: 'Mesa 1', seats: 8 },
  { name: 'Mesa 2', seats: 2 },
]

describe('seats per table', () => {
  it('counts a family’s confirmed people at its table, less those seated apart at theirs', () => {
    const split = guestRow({
      human_key: '014',
      will_attend: true,
      confirmed_tickets: 3,
      table_name: 'Mesa 1',
      person_tables: [{ position: 2, table_name: 'Mesa 2' }],
    })
    const whole = guestRow({
      human_key: '002',
      will_attend: true,
      confirmed_tickets: 2,
      table_name: 'Mesa 2',
    })
    const [first, second] = seatsByTable(tables, [split, whole])
    expect(first).toMatchObject({ used: 2, families: [{ invitation: split, seats: 2 }] })
    expect(second).toMatchObject({
      used: 3,
      families: [{ invitation: whole, seats: 2 }],
      people: [{ invitation: split, position: 2 }],
    })
  })

  it('counts nobody for a declined or unanswered family still at a table, nor a seat beyond the confirmed', () => {
    const declined = guestRow({
      human_key: '003',
      will_attend: false,
      table_name: 'Mesa 1',
      person_tables: [{ position: 1, table_name: 'Mesa 2' }],
    })
    const fewer = guestRow({
      human_key: '009',
      will_attend: true,
      confirmed_tickets: 1,
      table_name: 'Mesa 1',
      person_tables: [{ position: 2, table_name: 'Mesa 2' }],
    })
    const [first, second] = seatsByTable(tables, [declined, fewer])
    expect(first?.used).toBe(1)
    expect(first?.families.map((family) => family.seats)).toEqual([0, 1])
    expect(second?.used).toBe(0)
    expect(second?.people).toHaveLength(2)
    expect(familySeatCount(declined)).toBe(0)
  })
})

describe('who has no table yet', () => {
  it('lists the confirmed families without a table, with the people still to seat', () => {
    const rows = [
      guestRow({ human_key: '001' }),
      guestRow({ human_key: '002', will_attend: true, confirmed_tickets: 2 }),
      guestRow({ human_key: '003', will_attend: false }),
      guestRow({ human_key: '006', will_attend: true, confirmed_tickets: 2, table_name: 'Mesa 1' }),
      guestRow({
        human_key: '014',
        will_attend: true,
        confirmed_tickets: 3,
        person_tables: [{ position: 1, table_name: 'Mesa 1' }],
      }),
      guestRow({
        human_key: '020',
        will_attend: true,
        confirmed_tickets: 1,
        person_tables: [{ position: 1, table_name: 'Mesa 1' }],
      }),
    ]
    expect(
      unseatedFamilies(rows).map(({ invitation, seats }) => [invitation.human_key, seats]),
    ).toEqual([
      ['002', 2],
      ['014', 2],
    ])
  })
})

const invitation = (fields: Partial<SeatedInvitation>): SeatedInvitation => ({
  will_attend: true,
  confirmed_tickets: 2,
  table_name: null,
  person_tables: [],
  ...fields,
})

describe('counting the seats used at each table', () => {
  it('counts a family’s confirmed seats at its table', () => {
    const counts = seatCounts([
      invitation({ table_name: 'Mesa 1', confirmed_tickets: 2 }),
      invitation({ table_name: 'Mesa 1', confirmed_tickets: 3 }),
      invitation({ table_name: 'Mesa 2', confirmed_tickets: 1 }),
    ])
    expect(Object.fromEntries(counts)).toEqual({ 'Mesa 1': 5, 'Mesa 2': 1 })
  })

  it('counts a person seated apart at their own table, not the family’s', () => {
    const counts = seatCounts([
      invitation({
        table_name: 'Mesa 1',
        confirmed_tickets: 4,
        person_tables: [
          { position: 2, table_name: 'Principal' },
          { position: 4, table_name: 'Mesa 2' },
        ],
      }),
    ])
    expect(Object.fromEntries(counts)).toEqual({ 'Mesa 1': 2, Principal: 1, 'Mesa 2': 1 })
  })

  it('counts people seated apart from a family that has no table, and nobody else of it', () => {
    const counts = seatCounts([
      invitation({ confirmed_tickets: 3, person_tables: [{ position: 1, table_name: 'Mesa 2' }] }),
    ])
    expect(Object.fromEntries(counts)).toEqual({ 'Mesa 2': 1 })
  })

  it('gives no seat to a family that declined or has not answered, nor to a place beyond its confirmed seats', () => {
    const counts = seatCounts([
      invitation({ table_name: 'Mesa 1', will_attend: false, confirmed_tickets: 0 }),
      invitation({ table_name: 'Mesa 1', will_attend: null, confirmed_tickets: 0 }),
      invitation({
        table_name: 'Mesa 2',
        confirmed_tickets: 2,
        person_tables: [{ position: 3, table_name: 'Mesa 3' }],
      }),
    ])
    expect(Object.fromEntries(counts)).toEqual({ 'Mesa 2': 2 })
  })
})
