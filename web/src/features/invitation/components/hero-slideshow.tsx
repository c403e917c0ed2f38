import Box from '@mui/material/Box'
import { A11y, Autoplay, EffectFade, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/effect-fade'
import 'swiper/css/navigation'
import type { ContentImage as Image } from '../../../content/image-url'
import { ContentImage } from '../../../components/content-image'
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion'
import { invitationLabels } from '../labels'

type Slide = Image & { _key: string }

export type HeroSlideshowProps = { slides: Slide[] }

export function HeroSlideshow({ slides }: HeroSlideshowProps) {
  const reducedMotion = usePrefersReducedMotion()
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        '& .swiper': { height: '100%' },
        // On phones the arrows sit below the names instead of over them.
        '--swiper-navigation-top-offset': { xs: 'calc(100% - 40px)', md: '50%' },
        '--swiper-navigation-size': { xs: '30px', md: '44px' },
        '& .swiper-button-prev, & .swiper-button-next': { color: '#fff', zIndex: 3 },
      }}
    >
      <Swiper
        modules={[EffectFade, Autoplay, Navigation, A11y]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={1200}
        autoplay={
          reducedMotion
            ? false
            : { delay: 2500, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        slidesPerView={1}
        loop={slides.length > 1}
        navigation
        a11y={{
          prevSlideMessage: invitationLabels.previousPhoto,
          nextSlideMessage: invitationLabels.nextPhoto,
          slideLabelMessage: invitationLabels.photoOf,
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide._key}>
            <ContentImage
              image={slide}
              width={1600}
              sizes="100vw"
              priority={index === 0}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}
