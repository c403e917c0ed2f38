import { describe, expect, it } from 'vitest'
import {
  codeAlphabet,
  drawCode,
  secureRandomIndex,
} from '../../web/src/lib/guest-csv/invitation-codes'

describe('the alphabet of drawn invitation numbers', () => {
  it('has no characters that read alike: 0/O, 1/I/L', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(codeAlphabet).not.toContain(lookAlike)
    expect(codeAlphabet).toHaveLength(31)
    expect(new Set(codeAlphabet).size).toBe(31)
  })
})

describe('drawing a number', () => {
  it('gives 3 characters of the alphabet that are not taken yet', () => {
    const taken = new Set(['001', '002'])
    const code = drawCode(taken)
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}$/)
    expect(taken.has(code)).toBe(true)
  })

  it('draws again when the number is taken', () => {
    const sequence = [0, 0, 0, 0, 0, 1]
    const code = drawCode(new Set(['222']), () => sequence.shift() ?? 0)
    expect(code).toBe('223')
  })

  it('never draws a number a spreadsheet turns into a number or a time (5E3, 9AM)', () => {
    // 5E3, then 9AM, then 222
    const sequence = [3, 12, 1, 7, 8, 18, 0, 0, 0]
    expect(drawCode(new Set(), () => sequence.shift() ?? 0)).toBe('222')
  })

  it('spreads 3,000 draws over the whole alphabet in every position', () => {
    const taken = new Set<string>()
    for (let i = 0; i < 3000; i += 1) drawCode(taken)
    for (let position = 0; position < 3; position += 1) {
      const seen = new Set([...taken].map((code) => code[position]))
      expect(seen.size).toBe(31)
    }
  })

  it('stays uniform: every index below the size, none favoured by the byte range', () => {
    const counts = Array(31).fill(0) as number[]
    for (let i = 0; i < 31_000; i += 1) counts[secureRandomIndex(31)]! += 1
    expect(Math.min(...counts)).toBeGreaterThan(800)
    expect(Math.max(...counts)).toBeLessThan(1200)
  })
})
