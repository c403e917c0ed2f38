import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { HomePageQueryResult } from '../../../content/sanity.types'
import { formatLongDate } from '../../../lib/dates'
import { Countdown } from './countdown'
import { HeroSlideshow } from './hero-slideshow'

export type HeroProps = { hero: HomePageQueryResult['hero'] }

export function Hero({ hero }: HeroProps) {
  if (!hero) return null
  const weddingDate = hero.weddingDate ? new Date(hero.weddingDate) : null
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="hero-names"
      sx={{
        position: 'relative',
        minHeight: { xs: '100svh', md: '100vh' },
        color: '#fff',
        overflow: 'hidden',
      }}
    >
      <HeroSlideshow slides={hero.heroSlides ?? []} />
      <Box
        sx={{
          position: 'relative',
          zIndex: 2,
          minHeight: 'inherit',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          gap: 2,
          px: 2,
          pt: 10,
          pb: 6,
          background:
            'linear-gradient(180deg, rgba(20,32,25,0.55) 0%, rgba(20,32,25,0.35) 50%, rgba(20,32,25,0.7) 100%)',
        }}
      >
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' } }}
        >
          {hero.heroTagline}
        </Typography>
        <Typography variant="h1" id="hero-names">
          {hero.partnerOne}{' '}
          <Box component="span" sx={{ fontStyle: 'italic' }}>
            &amp;
          </Box>{' '}
          {hero.partnerTwo}
        </Typography>
        {weddingDate && hero.timeZone && (
          <Typography
            component="p"
            sx={{ textTransform: 'uppercase', letterSpacing: '0.2em', fontSize: 14 }}
          >
            <time dateTime={hero.weddingDate ?? undefined}>
              {formatLongDate(hero.weddingDate ?? '', hero.timeZone)}
            </time>
          </Typography>
        )}
        {weddingDate && <Countdown target={weddingDate} labels={hero.countdown} />}
      </Box>
    </Box>
  )
}
