import { describe, expect, it } from 'vitest'
import { isHeaderFixed } from '../../../web/src/features/navigation/utils/header-fixed'

describe('isHeaderFixed', () => {
  it('leaves the header in place at the top of the page', () => {
    expect(isHeaderFixed(0)).toBe(false)
  })

  it('leaves the header in place at exactly 80 px', () => {
    expect(isHeaderFixed(80)).toBe(false)
  })

  it('fixes the header once the page has scrolled more than 80 px', () => {
    expect(isHeaderFixed(81)).toBe(true)
  })
})
