import { useEffect, useState } from 'react'
import type { ContentImage as Image } from '../../../content/image-url'
import { HeroSlide } from './hero-slide'
import { ChevronIcon } from './chevron-icon'
import { useHydrated } from '../../../lib/use-hydrated'
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion'
import { useSiteTexts } from '../../../content/use-site-texts'
import { heroTextDefaults } from '../../../content/site-texts/hero'
import './hero-slideshow.css'

type Slide = Image & { _key: string }

export type HeroSlideshowProps = { slides: Slide[] }

const slideDelay = 2500

const slideLabel = (photoOf: string, index: number, count: number) =>
  photoOf.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(count))

/**
 * The couple's photos cross-fading behind the names. Only the first photo is in the page's HTML;
 * each next one loads while the current one shows.
 */
export function HeroSlideshow({ slides }: HeroSlideshowProps) {
  const invitationLabels = useSiteTexts('hero', heroTextDefaults)
  const reducedMotion = usePrefersReducedMotion()
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const hydrated = useHydrated()
  const count = slides.length

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), slideDelay)
    return () => window.clearTimeout(timer)
  }, [count, current, paused, reducedMotion])

  const go = (step: number) => setCurrent((index) => (index + step + count) % count)
  const next = (current + 1) % count

  return (
    <div
      className="hero-slideshow"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, index) => (
        <HeroSlide
          key={slide._key}
          image={slide}
          label={slideLabel(invitationLabels.photoOf, index, count)}
          active={index === current}
          load={index === 0 || (hydrated && (index === current || index === next))}
          priority={index === 0}
        />
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            className="hero-slideshow__arrow hero-slideshow__arrow--previous"
            aria-label={invitationLabels.previousPhoto}
            onClick={() => go(-1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="hero-slideshow__arrow hero-slideshow__arrow--next"
            aria-label={invitationLabels.nextPhoto}
            onClick={() => go(1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </>
      )}
    </div>
  )
}
