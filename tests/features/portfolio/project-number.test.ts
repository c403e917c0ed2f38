import { describe, expect, it } from 'vitest'
import { parseProjectNumber } from '../../../web/src/features/portfolio/utils/project-number'

describe('parseProjectNumber', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['42', 42],
  ])('reads %s as project %i', (id, number) => {
    expect(parseProjectNumber(id)).toBe(number)
  })

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '01',
    '1.5',
    '1e2',
    ' 1',
    '1 ',
    '2a',
    'abc',
    '0x1',
    '99999999999999999',
  ])('refuses %j', (id) => {
    expect(parseProjectNumber(id)).toBeNull()
  })
})
