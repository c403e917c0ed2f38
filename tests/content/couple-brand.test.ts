import { describe, expect, it } from 'vitest'
import { coupleBrand } from '../../web/src/content/couple-brand'
import { incomplete } from '../support/incomplete'

const settings: Parameters<typeof coupleBrand>[0] = {
  partnerOne: 'Mariana',
  partnerTwo: 'Alejandro',
  monogram: 'M & A',
  weddingDate: '2025-11-01T22:00:00Z',
  timeZone: 'America/Mexico_City',
  pageTitles: {
    home: 'Inicio',
    story: 'Nuestra historia',
    accommodation: 'Hospedaje',
    gallery: 'Galería',
  },
  seo: null,
}

describe('coupleBrand', () => {
  it('names the couple', () => {
    expect(coupleBrand(settings)).toBe('Mariana & Alejandro')
  })

  it('falls back to the monogram when a name is missing', () => {
    expect(coupleBrand(incomplete<typeof settings>({ ...settings, partnerTwo: null }))).toBe(
      'M & A',
    )
  })

  it('is empty without settings', () => {
    expect(coupleBrand(null)).toBe('')
  })
})
