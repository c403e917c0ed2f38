// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContentImage } from '../../web/src/components/content-image'
import { ResponsiveImage } from '../../web/src/components/responsive-image'
import type { ContentImage as Image } from '../../web/src/content/image-url'

const photo: Image = {
  alt: 'Los novios en el jardín',
  asset: {
    _id: 'image-abc-1200x800-webp',
    url: '/assets/couple.webp',
    width: 1200,
    height: 800,
    variants: [320, 640, 960, 1200].map((width) => ({
      width,
      url: `/assets/couple-${width}w.webp`,
    })),
  },
}

describe('a responsive image', () => {
  it('lets the browser pick a copy for its slot and reserves the photo’s aspect', () => {
    render(<ResponsiveImage image={photo} width={600} sizes="(min-width: 900px) 600px, 100vw" />)
    const image = screen.getByRole('img', { name: 'Los novios en el jardín' })
    expect(image).toHaveAttribute('src', '/assets/couple-640w.webp')
    expect(image).toHaveAttribute(
      'srcset',
      '/assets/couple-320w.webp 320w, /assets/couple-640w.webp 640w, /assets/couple-960w.webp 960w, /assets/couple-1200w.webp 1200w',
    )
    expect(image).toHaveAttribute('sizes', '(min-width: 900px) 600px, 100vw')
    expect(image).toHaveAttribute('width', '600')
    expect(image).toHaveAttribute('height', '400')
    expect(image).toHaveAttribute('decoding', 'async')
  })

  it('waits until it is near unless it is the first screen’s', () => {
    const { rerender } = render(<ResponsiveImage image={photo} width={600} />)
    const image = screen.getByRole('img')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
    rerender(<ResponsiveImage image={photo} width={600} priority />)
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })

  it('is hidden from screen readers when decorative, and absent without a photo', () => {
    const { container } = render(
      <>
        <ResponsiveImage image={photo} width={600} decorative className="banner" />
        <ResponsiveImage image={{ alt: 'Nada', asset: null }} width={600} />
      </>,
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
    expect(container.querySelector('img')).toHaveClass('banner')
  })

  it('renders the same srcset when styled through MUI', () => {
    render(<ContentImage image={photo} width={600} sizes="100vw" sx={{ borderRadius: 2 }} />)
    const image = screen.getByRole('img', { name: 'Los novios en el jardín' })
    expect(image).toHaveAttribute(
      'srcset',
      expect.stringContaining('/assets/couple-320w.webp 320w'),
    )
    expect(image).toHaveAttribute('sizes', '100vw')
    expect(image).toHaveAttribute('width', '600')
    expect(image).toHaveAttribute('height', '400')
    expect(image.getAttribute('class')).toMatch(/\S/)
  })
})
