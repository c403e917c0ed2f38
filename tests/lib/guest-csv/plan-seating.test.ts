import { describe, expect, it } from 'vitest'
import { planSeating } from '../../../web/src/lib/guest-csv/plan-seating'
import type { ValidInvitation } from '../../../web/src/lib/guest-csv/validate-invitations'

const row = (line: number, humanKey: string, tableName?: string): ValidInvitation => ({
  line,
  humanKey,
  familyName: `Familia ${humanKey}`,
  familyChief: null,
  availableTickets: 2,
  ...(tableName && { tableName }),
})

describe('seating from the «Mesa» column of an import', () => {
  it('seats each row at its table by name in any case, creating a table nobody has yet once', () => {
    const seating = planSeating(
      {
        insert: [row(2, '017', 'Mesa 9'), row(4, '018', 'mesa 9')],
        update: [{ invitation: row(3, '002', 'mesa 1'), changes: [] }],
        unchanged: [row(5, '006', 'Principal')],
      },
      [
        { humanKey: '002', tableName: null },
        { humanKey: '006', tableName: null },
      ],
      ['Principal', 'Mesa 1'],
    )
    expect(seating).toEqual({
      create: ['Mesa 9'],
      seat: [
        { humanKey: '017', tableName: 'Mesa 9' },
        { humanKey: '002', tableName: 'Mesa 1' },
        { humanKey: '018', tableName: 'Mesa 9' },
        { humanKey: '006', tableName: 'Principal' },
      ],
    })
  })

  it('leaves alone a row without a table and a family already at the one it names', () => {
    const seating = planSeating(
      { insert: [], update: [], unchanged: [row(2, '002'), row(3, '006', 'MESA 1')] },
      [
        { humanKey: '002', tableName: 'Mesa 2' },
        { humanKey: '006', tableName: 'Mesa 1' },
      ],
      ['Mesa 1', 'Mesa 2'],
    )
    expect(seating).toEqual({ create: [], seat: [] })
  })
})
