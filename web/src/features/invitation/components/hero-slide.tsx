import { memo, useState } from 'react'
import { invitationLabels } from '../labels'
import { ResponsiveImage } from '../../../components/responsive-image'
import type { ContentImage as Image } from '../../../content/image-url'

/** The hero fills the screen, so its photos are as wide as the viewport. */
const heroImageWidth = 1600
const heroImageSizes = '100vw'

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
          sizes={heroImageSizes}
          priority={priority}
        />
      )}
    </div>
  )
})
