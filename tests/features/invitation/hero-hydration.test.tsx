// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Hero } from '../../../web/src/features/invitation/components/hero'
import { pinRenderClock } from '../../../web/src/lib/render-clock'
import { sectionOf } from '../../support/page-sections'

const builtAt = Date.parse('2025-10-01T12:00:00Z')

afterEach(() => vi.useRealTimers())

async function heroWithWeddingIn(days: number) {
  const { hero } = await sectionOf('sectionHero')
  if (!hero) throw new Error('the default dataset has a hero')
  return { ...hero, weddingDate: new Date(builtAt + days * 86_400_000).toISOString() }
}

describe('the prerendered hero', () => {
  it('hydrates with the build-time countdown, then moves on to the real clock', async () => {
    const hero = await heroWithWeddingIn(10)
    pinRenderClock(builtAt)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Hero hero={hero} />)
    document.body.append(container)
    expect(container.querySelector('.countdown-units__value')?.textContent).toBe('10')

    vi.useFakeTimers({ now: builtAt + 3 * 86_400_000 })
    const recoverableErrors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Hero hero={hero} />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      })
    })
    expect(recoverableErrors).toEqual([])
    expect(container.querySelector('.countdown-units__value')?.textContent).toBe('7')
    expect(container.querySelector('h1')?.textContent).toContain(hero.partnerOne)
  })

  it('puts only the first photo in the HTML, marked for early loading', async () => {
    const hero = await heroWithWeddingIn(10)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Hero hero={hero} />)
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high')
    expect(images[0]?.getAttribute('loading')).toBe('eager')
  })
})
