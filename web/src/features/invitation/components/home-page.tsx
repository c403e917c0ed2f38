import { homePageQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { imageSize, imageUrl } from '../../../content/image-url'
import { formatLongDate } from '../../../lib/dates'

export function HomePage() {
  const { hero } = useContent(homePageQuery)
  if (!hero) return null
  const slide = hero.heroSlides?.[0]
  return (
    <main id="home">
      <section aria-labelledby="hero-names">
        {slide && (
          <img
            src={imageUrl(slide, 1600)}
            alt={slide.alt ?? ''}
            {...imageSize(slide, 1600)}
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        )}
        <p>{hero.heroTagline}</p>
        <h1 id="hero-names">
          {hero.partnerOne} &amp; {hero.partnerTwo}
        </h1>
        {hero.weddingDate && hero.timeZone && (
          <p>{formatLongDate(hero.weddingDate, hero.timeZone)}</p>
        )}
      </section>
    </main>
  )
}
