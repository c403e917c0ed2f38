import { describe, expect, it } from 'vitest'
import { seatingWarnings } from '../../../web/src/features/seating/utils/seating-warnings'
import { seatsByTable } from '../../../web/src/lib/guest-list/seat-counts'
import { guestRow, person } from '../../support/guest-row'

const tables = [
  { name: 'Mesa 1', seats: 8 },
  { name: 'Mesa 2', seats: 2 },
]
const warningsFor = (rows: Parameters<typeof seatingWarnings>[1]) =>
  seatingWarnings(seatsByTable(tables, rows), rows).map((warning) => warning.text)

describe('the warnings of the seating, which never block', () => {
  it('says a table is over capacity as «Mesa 2: 3 de 2 lugares»', () => {
    expect(
      warningsFor([
        guestRow({
          human_key: '014',
          will_attend: true,
          confirmed_tickets: 3,
          table_name: 'Mesa 2',
        }),
      ]),
    ).toEqual(['Mesa 2: 3 de 2 lugares'])
  })

  it('names the people of a family seated apart, and where the rest sits', () => {
    const row = guestRow({
      human_key: '002',
      family_name: 'Familia López Martínez',
      will_attend: true,
      confirmed_tickets: 2,
      people: [person({ name: 'Rosa Martínez' }), person({ name: 'Luis López' })],
      table_name: 'Mesa 1',
      person_tables: [{ position: 2, table_name: 'Mesa 2' }],
    })
    expect(warningsFor([row])).toEqual([
      'Familia López Martínez está separada: Luis López en Mesa 2; el resto, en Mesa 1.',
    ])
  })

  it('warns of a family that declined or has not answered and still sits at a table', () => {
    expect(
      warningsFor([
        guestRow({
          human_key: '003',
          family_name: 'Familia Ramírez Soto',
          will_attend: false,
          table_name: 'Mesa 1',
          person_tables: [{ position: 1, table_name: 'Mesa 2' }],
        }),
        guestRow({ human_key: '001', family_name: 'Familia García', table_name: 'Mesa 1' }),
      ]),
    ).toEqual([
      'Familia Ramírez Soto ya no asistirá y sigue en Mesa 1 y Mesa 2.',
      'Familia García todavía no confirma y ya está en Mesa 1.',
    ])
  })

  it('warns of a seat kept apart for a person beyond the count the family confirmed since', () => {
    expect(
      warningsFor([
        guestRow({
          human_key: '009',
          family_name: 'Familia Jiménez',
          will_attend: true,
          confirmed_tickets: 1,
          table_name: 'Mesa 1',
          person_tables: [{ position: 2, table_name: 'Mesa 2' }],
        }),
      ]),
    ).toEqual([
      'Familia Jiménez confirmó 1 persona, pero todavía tiene un lugar para Persona 2 en Mesa 2.',
    ])
  })

  it('says nothing of a whole family at a table with room', () => {
    expect(
      warningsFor([
        guestRow({
          human_key: '006',
          will_attend: true,
          confirmed_tickets: 2,
          table_name: 'Mesa 1',
        }),
      ]),
    ).toEqual([])
  })
})
