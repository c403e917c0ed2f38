import { describe, expect, it } from 'vitest'
import { seatCounts, type SeatedInvitation } from '../../../web/src/lib/guest-list/seat-counts'

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
