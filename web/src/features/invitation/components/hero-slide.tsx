import { memo, useState } from 'react'
import { useSiteTexts } from '../../../content/use-site-texts'
import { heroTextDefaults } from '../../../content/site-texts/hero'
import { ResponsiveImage } from '../../../components/responsive-image'
import { coverSizes, type ContentImage as Image } from '../../../content/image-url'

const heroImageWidth = 1600

export type HeroSlideProps = {
  image: Image
  label: string
  active: boolean
  /** Whether the photo should be fetched yet; a slide keeps its photo once it has loaded it. */
  load: boolean
  priority: boolean
}

export const HeroSlide = memo(function HeroSlide({
  image,
  label,
  active,
  load,
  priority,
}: HeroSlideProps) {
  const invitationLabels = useSiteTexts('hero', heroTextDefaults)
  const [loaded, setLoaded] = useState(load)
  if (load && !loaded) setLoaded(true)
  return (
    <div
      className={`hero-slideshow__slide${active ? ' hero-slideshow__slide--active' : ''}`}
      role="group"
      aria-roledescription={invitationLabels.slide}
      aria-label={label}
      aria-hidden={!active}
    >
      {loaded && (
        <ResponsiveImage
          className="hero-slideshow__image"
          image={image}
          width={heroImageWidth}
          sizes={coverSizes(image)}
          priority={priority}
        />
      )}
    </div>
  )
})
