// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../web/src/content/page-sections'
import { MapSection } from '../../../web/src/features/map/components/map-section'
import { renderWithApp } from '../../support/render'

const map: SectionOf<'sectionMap'> = {
  _key: 'mapa',
  _type: 'sectionMap',
  title: 'Cómo llegar',
  address: 'Salón Jardín, Atitalaquia, Hgo.',
  image: {
    alt: 'Mapa del salón y sus calles',
    crop: null,
    hotspot: null,
    asset: { _id: 'image-map', url: '/map.webp', width: 1200, height: 800, variants: null },
  },
  mapUrl: 'https://maps.example.com/?q=salon',
  linkLabel: 'Abrir en Google Maps',
}

describe('«Mapa»', () => {
  it('links to the map in a new tab, and says so to a screen reader', async () => {
    renderWithApp(<MapSection id="seccion-mapa" map={map} />)
    const link = await screen.findByRole('link', {
      name: /^Abrir en Google Maps\s*\(se abre en una pestaña nueva\)$/,
    })
    expect(link).toHaveAttribute('href', 'https://maps.example.com/?q=salon')
    expect(link).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('heading', { name: 'Cómo llegar' })).toBeInTheDocument()
  })

  it('shows the picture of the map, which asks nothing of the map’s own site', async () => {
    renderWithApp(<MapSection id="seccion-mapa" map={map} />)
    await screen.findByRole('heading', { name: 'Cómo llegar' })
    const picture = document.querySelector('img')
    expect(picture?.getAttribute('alt')).toBe('Mapa del salón y sus calles')
    expect(picture?.getAttribute('src')).not.toMatch(/maps\.example\.com/)
    // the picture is a second way in for fingers only: one link for keyboards and screen readers
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })
})
