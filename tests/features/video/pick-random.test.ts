import { describe, expect, it } from 'vitest'
import { pickRandom } from '../../../web/src/features/video/utils/pick-random'

describe('pickRandom', () => {
  const items = ['first', 'second'] as const

  it('picks the first item for a low random value', () => {
    expect(pickRandom(items, () => 0)).toBe('first')
    expect(pickRandom(items, () => 0.49)).toBe('first')
  })

  it('picks the second item for a high random value', () => {
    expect(pickRandom(items, () => 0.5)).toBe('second')
    expect(pickRandom(items, () => 0.999)).toBe('second')
  })

  it('stays inside the list even if the source returns 1', () => {
    expect(pickRandom(items, () => 1)).toBe('second')
  })

  it('returns nothing from an empty list', () => {
    expect(pickRandom([], () => 0.3)).toBeUndefined()
  })
})
