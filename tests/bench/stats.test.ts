import { describe, expect, it } from 'vitest'
import { median, percentile } from '../../bench/stats'

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1)

  it('takes the nearest rank of sorted values', () => {
    expect(percentile(hundred, 50)).toBe(50)
    expect(percentile(hundred, 95)).toBe(95)
    expect(percentile(hundred, 99)).toBe(99)
  })

  it('rounds the rank up on small samples', () => {
    expect(percentile([10, 20, 30], 50)).toBe(20)
    expect(percentile([10, 20, 30], 95)).toBe(30)
  })

  it('is NaN when nothing was measured', () => {
    expect(percentile([], 95)).toBeNaN()
  })
})

describe('median', () => {
  it('takes the middle of an odd number of runs, whatever their order', () => {
    expect(median([90, 60, 75])).toBe(75)
  })

  it('averages the two middle values of an even number of runs', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5)
  })

  it('leaves out runs that did not measure the figure', () => {
    expect(median([undefined, 40, undefined])).toBe(40)
    expect(median([undefined])).toBeUndefined()
  })
})
