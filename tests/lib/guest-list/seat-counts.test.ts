import { describe, expect, it } from 'vitest'
import {
  familySeatCount,
  seatsByTable,
  unseatedFamilies,
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
