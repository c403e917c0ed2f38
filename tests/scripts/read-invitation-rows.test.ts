import { describe, expect, it } from 'vitest'
import { decodeCsv } from '../../web/src/lib/guest-csv/decode-csv'
import { detectSeparator } from '../../web/src/lib/guest-csv/detect-separator'
import { readInvitationRows } from '../../web/src/lib/guest-csv/read-invitation-rows'
import { worded } from './support/worded-problems'
import { problemInEnglish } from '../../web/src/lib/guest-csv/problem-english'

const header = 'human_key,family_name,family_chief,available_tickets'

describe('decoding the file', () => {
  it('reads UTF-8 with and without a byte-order mark, accents intact', () => {
    const text = 'human_key\n001 García\n'
    const plain = new TextEncoder().encode(text)
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain])
    expect(decodeCsv(plain)).toEqual({ ok: true, text })
    expect(decodeCsv(withBom)).toEqual({ ok: true, text })
  })

  it('reads UTF-16 as Excel saves "Unicode text"', () => {
    const text = 'human_key\tfamily_name\n001\tMuñoz\n'
    const bytes = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))])
    expect(decodeCsv(bytes)).toEqual({ ok: true, text })
  })

  it('refuses the Windows code page, which would garble the accents', () => {
    const latin1 = new Uint8Array(Buffer.from('001,Familia García,,2\n', 'latin1'))
    const decoded = decodeCsv(latin1)
    expect(decoded.ok).toBe(false)
    expect(!decoded.ok && problemInEnglish(decoded.problem)).toMatch(/not UTF-8.*CSV UTF-8/s)
  })

  it('recognises an Excel workbook given instead of a CSV', () => {
    const decoded = decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))
    expect(!decoded.ok && problemInEnglish(decoded.problem)).toMatch(/workbook \(\.xlsx\)/)
  })
})

describe('the separator', () => {
  it('is a semicolon when Excel in Spanish wrote the file', () => {
    expect(detectSeparator('human_key;family_name;family_chief;available_tickets\n')).toBe(';')
  })

  it('is a comma by default, even when names hold semicolons inside quotes', () => {
    expect(detectSeparator(`${header}\n`)).toBe(',')
    expect(detectSeparator('"a;b;c;d",x\n')).toBe(',')
  })

  it('is a tab for tab-separated text', () => {
    expect(detectSeparator('human_key\tfamily_name\n')).toBe('\t')
  })
})

describe('reading rows', () => {
  it('maps columns by name in any order and ignores extra columns such as an export’s answers', () => {
    const read = readInvitationRows(
      'available_tickets,Family_Name,human_key,family_chief,will_attend\n3,Familia Soto,007,,sí\n',
    )
    expect(read.problems).toEqual([])
    expect(read.ignoredColumns).toEqual(['will_attend'])
    expect(read.rows).toEqual([
      {
        line: 2,
        values: {
          human_key: '007',
          family_name: 'Familia Soto',
          family_chief: '',
          available_tickets: '3',
        },
      },
    ])
  })

  it('reads the optional phone column by its Spanish name, taking off the spreadsheet guard', () => {
    const read = readInvitationRows(
      "Número,Familia,Jefe de familia,Lugares,Teléfono (WhatsApp)\n007,Familia Soto,,3,'+52 55 1234 5678\n",
    )
    expect(read.problems).toEqual([])
    expect(read.rows[0]?.values).toEqual({
      human_key: '007',
      family_name: 'Familia Soto',
      family_chief: '',
      available_tickets: '3',
      phone: '+52 55 1234 5678',
    })
  })

  it('asks for the phone column in no header, and refuses it twice', () => {
    expect(worded(readInvitationRows('human_key,family_name\n001,A\n').problems)).toEqual([
      expect.objectContaining({ message: expect.not.stringContaining('phone') }),
    ])
    expect(worded(readInvitationRows(`${header},phone,Teléfono\n`).problems)).toEqual([
      { line: 1, column: 'phone', message: 'This column appears more than once.' },
    ])
  })

  it('numbers rows by their line in the file across blank lines, Windows line ends and quoted line breaks', () => {
    const text = `${header}\r\n001,A,,1\r\n\r\n002,"B\r\nC",,1\r\n,,,\r\n , , ,\r\n003,D,,1`
    const read = readInvitationRows(text)
    expect(read.problems).toEqual([])
    expect(read.rows.map((row) => [row.line, row.values.human_key])).toEqual([
      [2, '001'],
      [4, '002'],
      [8, '003'],
    ])
  })

  it('keeps commas and doubled quotes inside quoted names', () => {
    const read = readInvitationRows(`${header}\n001,"Familia ""La Güera"", Pérez",Ana,2\n`)
    expect(read.rows[0]?.values.family_name).toBe('Familia "La Güera", Pérez')
  })

  it('reads a semicolon file with a name that holds a comma', () => {
    const read = readInvitationRows(
      'human_key;family_name;family_chief;available_tickets\n001;Familia Pérez, de la Rosa;;2\n',
    )
    expect(read.separator).toBe(';')
    expect(read.rows[0]?.values.family_name).toBe('Familia Pérez, de la Rosa')
  })

  it('reports a row with more values than the header, hinting at unquoted commas', () => {
    const read = readInvitationRows(`${header}\n001,Familia Pérez, de la Rosa,Ana,2\n002,B,,1\n`)
    expect(worded(read.problems)).toEqual([
      {
        line: 2,
        column: null,
        message: expect.stringMatching(/5 values.*4 columns.*double quotes/),
      },
    ])
    expect(read.rows.map((row) => row.values.human_key)).toEqual(['002'])
  })

  it('reports a row with fewer values than the header', () => {
    const read = readInvitationRows(`${header}\n001,Familia Torres,1\n`)
    expect(worded(read.problems)).toEqual([
      { line: 2, column: null, message: expect.stringMatching(/3 values/) },
    ])
  })

  it('accepts trailing empty values a spreadsheet adds', () => {
    const read = readInvitationRows(`${header}\n001,Familia Torres,,1,,\n`)
    expect(read.problems).toEqual([])
    expect(read.rows).toHaveLength(1)
  })

  it('reports missing and repeated header columns', () => {
    expect(worded(readInvitationRows('human_key,family_name\n001,A\n').problems)).toEqual([
      {
        line: 1,
        column: null,
        message: expect.stringContaining('missing: family_chief, available_tickets'),
      },
    ])
    expect(worded(readInvitationRows(`${header},human_key\n`).problems)).toEqual([
      { line: 1, column: 'human_key', message: 'This column appears more than once.' },
    ])
  })

  it('explains that the first line must be the header when it holds data', () => {
    const read = readInvitationRows('001,Familia García,Juan,4\n')
    expect(worded(read.problems)[0]?.message).toMatch(
      /first line must be the header.*reads: 001,Familia/,
    )
  })

  it('reports an empty file and a quote that is never closed', () => {
    expect(worded(readInvitationRows('').problems)[0]?.message).toBe('The file is empty.')
    const unclosed = readInvitationRows(`${header}\n001,"Familia García,,4\n002,B,,1\n`)
    expect(worded(unclosed.problems)).toEqual([
      { line: expect.any(Number), column: null, message: expect.stringMatching(/never closed/) },
    ])
  })
})
