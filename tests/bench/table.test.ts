import { describe, expect, it } from 'vitest'
import { formatTable, kB, ms, truncate } from '../../bench/table'

describe('formatTable', () => {
  it('pads text columns on the right and figures on the left under a rule', () => {
    const table = formatTable(
      ['page', 'bytes'],
      [
        ['/', '12'],
        ['/rsvp', '3456'],
      ],
    )
    expect(table.split('\n')).toEqual([
      'page   bytes',
      '-----  -----',
      '/         12',
      '/rsvp   3456',
    ])
  })

  it('follows the alignment it is given and leaves no trailing spaces', () => {
    const table = formatTable(['a', 'note'], [['1', 'x']], ['right', 'left'])
    expect(table.split('\n')[2]).toBe('1  x')
  })
})

describe('figures', () => {
  it('shows bytes as kB of 1000 bytes with one decimal', () => {
    expect(kB(120_000)).toBe('120.0 kB')
    expect(kB(1234)).toBe('1.2 kB')
  })

  it('shows a dash for what was not measured', () => {
    expect(kB(undefined)).toBe('–')
    expect(ms(undefined)).toBe('–')
  })

  it('rounds milliseconds to whole numbers', () => {
    expect(ms(1999.6)).toBe('2000 ms')
  })

  it('shortens long selectors with an ellipsis', () => {
    expect(truncate('abcdef', 4)).toBe('abc…')
    expect(truncate('abc', 4)).toBe('abc')
  })
})
