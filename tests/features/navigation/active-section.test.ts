import { describe, expect, it } from 'vitest'
import { activeSectionId } from '../../../web/src/features/navigation/utils/active-section'

const sections = [
  { id: 'home', top: 0 },
  { id: 'couple', top: 800 },
  { id: 'story', top: 1600 },
  { id: 'events', top: 2400 },
]

describe('activeSectionId', () => {
  it('picks the first section at the very top of the page', () => {
    expect(activeSectionId(sections, 0, 80)).toBe('home')
  })

  it('picks the first section when every section starts further down', () => {
    expect(activeSectionId([{ id: 'couple', top: 800 }], 0, 80)).toBe('couple')
  })

  it('switches to a section once its top reaches the line below the header', () => {
    expect(activeSectionId(sections, 720, 80)).toBe('couple')
  })

  it('keeps the previous section while the next one is still below the header', () => {
    expect(activeSectionId(sections, 700, 80)).toBe('home')
  })

  it('forgives a few pixels of rounding at a boundary', () => {
    expect(activeSectionId(sections, 718, 80)).toBe('couple')
    expect(activeSectionId(sections, 715, 80)).toBe('home')
  })

  it('counts a section reached where a link with an offset lands', () => {
    const withOffset = [
      { id: 'home', top: 0 },
      { id: 'events', top: 2400 - 80 },
    ]
    expect(activeSectionId(withOffset, 2400 - 80 - 64, 64)).toBe('events')
    expect(activeSectionId(withOffset, 2400 - 64 - 10, 64)).toBe('events')
    expect(activeSectionId(withOffset, 2400 - 80 - 64 - 10, 64)).toBe('home')
  })

  it('takes the lowest section reached even when the list is out of document order', () => {
    const shuffled = [sections[3]!, sections[0]!, sections[2]!, sections[1]!]
    expect(activeSectionId(shuffled, 1700, 80)).toBe('story')
  })

  it('keeps the last section active far below it', () => {
    expect(activeSectionId(sections, 9000, 80)).toBe('events')
  })

  it('has nothing to mark without sections', () => {
    expect(activeSectionId([], 500, 80)).toBeNull()
  })
})
