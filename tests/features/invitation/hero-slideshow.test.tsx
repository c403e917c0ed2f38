// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HeroSlideshow } from '../../../web/src/features/invitation/components/hero-slideshow'

const slides = ['Primera', 'Segunda', 'Tercera'].map((alt, index) => ({
  _key: `slide-${index}`,
  alt,
  asset: { _id: `image-${index}`, url: `/hero-${index}.webp`, width: 1600, height: 1000 },
}))

const shownPhoto = () => screen.getByRole('group', { hidden: false }).getAttribute('aria-label')

function reduceMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}

beforeEach(() => {
  vi.useFakeTimers()
  reduceMotion(false)
})
afterEach(() => vi.useRealTimers())

describe('the hero slideshow', () => {
  it('moves on to the next photo every 2.5 seconds and starts over after the last', () => {
    render(<HeroSlideshow slides={slides} />)
    expect(shownPhoto()).toBe('Foto 1 de 3')
    act(() => vi.advanceTimersByTime(2500))
    expect(shownPhoto()).toBe('Foto 2 de 3')
    act(() => vi.advanceTimersByTime(2500))
    expect(shownPhoto()).toBe('Foto 3 de 3')
    act(() => vi.advanceTimersByTime(2500))
    expect(shownPhoto()).toBe('Foto 1 de 3')
  })

  it('goes back and forth with its arrows', () => {
    render(<HeroSlideshow slides={slides} />)
    fireEvent.click(screen.getByRole('button', { name: 'Foto anterior' }))
    expect(shownPhoto()).toBe('Foto 3 de 3')
    fireEvent.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    expect(shownPhoto()).toBe('Foto 1 de 3')
  })

  it('holds still while the pointer or the focus is on it', () => {
    const { container } = render(<HeroSlideshow slides={slides} />)
    fireEvent.mouseEnter(container.firstElementChild!)
    act(() => vi.advanceTimersByTime(10_000))
    expect(shownPhoto()).toBe('Foto 1 de 3')
  })

  it('does not move on its own for guests who ask for reduced motion', () => {
    reduceMotion(true)
    render(<HeroSlideshow slides={slides} />)
    act(() => vi.advanceTimersByTime(10_000))
    expect(shownPhoto()).toBe('Foto 1 de 3')
  })

  it('fetches only the photo on screen and the next one', () => {
    render(<HeroSlideshow slides={slides} />)
    expect(
      screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt')),
    ).toEqual(['Primera', 'Segunda'])
  })
})
