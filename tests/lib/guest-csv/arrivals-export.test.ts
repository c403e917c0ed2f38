import { describe, expect, it } from 'vitest'
import { arrivalRows, didNotArrive, missingOf } from '../../../web/src/lib/guest-csv/arrival-rows'
import { arrivalsCsv } from '../../../web/src/lib/guest-csv/arrivals-csv'
import type { CoupleArrivalFamily } from '../../../web/src/lib/guest-list/door-records'

const family = (
  fields: Partial<CoupleArrivalFamily> & Pick<CoupleArrivalFamily, 'human_key'>,
): CoupleArrivalFamily => ({
  door_id: `puerta-${fields.human_key}`,
  status: 'confirmed',
  family_name: `Familia ${fields.human_key}`,
  family_chief: null,
  confirmed_tickets: 2,
  table_name: null,
  arrived: 0,
  extra: 0,
  conflicts: 0,
  arrivals: [],
  ...fields,
})

// out of order, as nothing promises the database's order to the export
const families = [
  family({ human_key: 'K7W', family_name: '=HYPERLINK("http://evil","x")', arrived: 1 }),
  family({
    human_key: '014',
    family_name: 'Familia Navarro Gil',
    confirmed_tickets: 3,
    arrived: 4,
    conflicts: 1,
    table_name: 'Mesa de los novios',
  }),
  family({
    human_key: '002',
    family_name: 'Familia López Martínez',
    arrived: 3,
    extra: 1,
    table_name: '5',
  }),
  family({ human_key: '009', confirmed_tickets: 1 }),
]

const flavor = { timeZone: 'America/Mexico_City', headers: 'spanish' } as const

describe('the arrivals after the day', () => {
  it('reads each family against its pases, by number', () => {
    const rows = arrivalRows(families)
    expect(rows.map((row) => row.humanKey)).toEqual(['002', '009', '014', 'K7W'])
    expect(rows[0]).toEqual({
      humanKey: '002',
      familyName: 'Familia López Martínez',
      confirmed: 2,
      arrived: 3,
      extra: 1,
      conflict: false,
      tableName: '5',
    })
    expect(rows[2]?.conflict).toBe(true)
  })

  it('counts who is missing: nobody came, or fewer than the pases; more is not missing', () => {
    const rows = arrivalRows(families)
    expect(rows.map(missingOf)).toEqual([0, 1, 0, 1])
    expect(rows.filter(didNotArrive).map((row) => row.humanKey)).toEqual(['009', 'K7W'])
  })

  it('writes number, family, pases, arrived, extras, conflict and table, with a byte-order mark', () => {
    const csv = arrivalsCsv(arrivalRows(families), { ...flavor, excel: false })
    expect(csv.split('\n')).toEqual([
      '\uFEFFNúmero,Familia,Pases confirmados,Llegaron,Extras,Conflicto,Mesa',
      '002,Familia López Martínez,2,3,1,no,5',
      '009,Familia 009,1,0,0,no,',
      '014,Familia Navarro Gil,3,4,0,sí,Mesa de los novios',
      // a family name that a spreadsheet would run as a formula stays text
      `K7W,"'=HYPERLINK(""http://evil"",""x"")",2,1,0,no,`,
      '',
    ])
  })

  it('keeps numbers and number-like tables as text for Excel, with CRLF; counts stay numbers', () => {
    const csv = arrivalsCsv(arrivalRows(families), { ...flavor, excel: true })
    const lines = csv.split('\r\n')
    expect(lines[0]?.startsWith('\uFEFFNúmero,')).toBe(true)
    expect(lines[1]).toBe("'002,Familia López Martínez,2,3,1,no,'5")
    expect(lines[3]).toBe("'014,Familia Navarro Gil,3,4,0,sí,Mesa de los novios")
    expect(csv).not.toMatch(/[^\r]\n/)
  })
})
