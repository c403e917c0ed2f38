import { describe, expect, it } from 'vitest'
import { coupleBrand } from '../../../web/src/features/auth-demo/utils/couple-brand'

const settings = {
  partnerOne: 'Mariana',
  partnerTwo: 'Alejandro',
  monogram: 'M & A',
  weddingDate: null,
  timeZone: null,
  pageTitles: null,
  seo: null,
}

describe('coupleBrand', () => {
  it('names the couple', () => {
    expect(coupleBrand(settings)).toBe('Mariana & Alejandro')
  })

  it('falls back to the monogram when a name is missing', () => {
    expect(coupleBrand({ ...settings, partnerTwo: null })).toBe('M & A')
  })

  it('is empty without settings', () => {
    expect(coupleBrand(null)).toBe('')
  })
})
