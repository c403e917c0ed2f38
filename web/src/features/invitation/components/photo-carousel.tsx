import Box from '@mui/material/Box'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import type { SectionOf } from '../../../content/page-sections'
import { ContentImage } from '../../../components/content-image'
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion'
import { useSiteTexts } from '../../../content/use-site-texts'
import { heroTextDefaults } from '../../../content/site-texts/hero'

export type PhotoCarouselProps = { slides: SectionOf<'sectionCarousel'>['slides'] }

// Widths are Swiper's min-width breakpoints: one photo on phones, five on wide screens.
export const carouselBreakpoints = {
  480: { slidesPerView: 1 },
  767: { slidesPerView: 3 },
  991: { slidesPerView: 4 },
  1200: { slidesPerView: 4 },
  1400: { slidesPerView: 5 },
}

export function PhotoCarousel({ slides }: PhotoCarouselProps) {
  const invitationLabels = useSiteTexts('hero', heroTextDefaults)
  const reducedMotion = usePrefersReducedMotion()
  if (!slides.length) return null
  return (
    <Box
      component="section"
      id="carrusel"
      aria-label={invitationLabels.carousel}
      sx={{ bgcolor: 'background.default', py: 2 }}
    >
      <Swiper
        modules={[Autoplay, A11y]}
        speed={1000}
        autoplay={
          reducedMotion
            ? false
            : { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        loop={slides.length > 5}
        slidesPerView={1}
        spaceBetween={8}
        breakpoints={carouselBreakpoints}
        a11y={{ slideLabelMessage: invitationLabels.photoOf }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide._id}>
            <ContentImage
              image={slide.image}
              width={770}
              sizes="(min-width: 1400px) calc(20vw - 6px), (min-width: 991px) calc(25vw - 6px), (min-width: 767px) calc(33.4vw - 5px), 100vw"
              sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}
