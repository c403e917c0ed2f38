import type { SectionOf } from '../../../content/page-sections'
import { formatLongDate } from '../../../lib/dates'
import { Countdown } from './countdown'
import { HeroSlideshow } from './hero-slideshow'
import './hero.css'

export type HeroProps = { hero: SectionOf<'sectionHero'>['hero'] }

export function Hero({ hero }: HeroProps) {
  if (!hero) return null
  const weddingDate = hero.weddingDate ? new Date(hero.weddingDate) : null
  return (
    <section className="hero" id="home" aria-labelledby="hero-names">
      <HeroSlideshow slides={hero.heroSlides ?? []} />
      <div className="hero__content">
        <div className="hero__names">
          <p className="type-subtitle hero__tagline">{hero.heroTagline}</p>
          <h1 className="type-h1" id="hero-names">
            {hero.partnerOne} <span className="hero__ampersand">&amp;</span> {hero.partnerTwo}
          </h1>
        </div>
        <div className="hero__when">
          {weddingDate && hero.timeZone && (
            <p className="hero__date">
              <time dateTime={hero.weddingDate ?? undefined}>
                {formatLongDate(hero.weddingDate ?? '', hero.timeZone)}
              </time>
            </p>
          )}
          {weddingDate && <Countdown target={weddingDate} labels={hero.countdown} />}
        </div>
      </div>
    </section>
  )
}
