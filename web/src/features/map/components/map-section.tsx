import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { SectionOf } from '../../../content/page-sections'
import { ContentImage } from '../../../components/content-image'
import { Section } from '../../../components/section'
import { visuallyHiddenSx } from '../../../components/visually-hidden'
import { mapTextDefaults } from '../../../content/site-texts/map'
import { useSiteTexts } from '../../../content/use-site-texts'

export type MapSectionProps = { id: string; map: SectionOf<'sectionMap'> }

/**
 * «Mapa»: a picture of the map and a link to it. The map's own site is contacted only when the
 * guest taps the link, never while the page loads.
 */
export function MapSection({ id, map }: MapSectionProps) {
  const labels = useSiteTexts('map', mapTextDefaults)
  return (
    <Section id={id} title={map.title} maxWidth="md">
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
        {map.address && (
          <Typography component="p" sx={{ whiteSpace: 'pre-line' }}>
            {map.address}
          </Typography>
        )}
        {map.image && (
          // the button below is the link for keyboards and screen readers; the picture is for fingers
          <a href={map.mapUrl} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden>
            <ContentImage
              image={map.image}
              width={860}
              sizes="(min-width: 900px) 852px, calc(100vw - 32px)"
              sx={{ width: '100%', borderRadius: 2 }}
            />
          </a>
        )}
        <Button
          variant="contained"
          href={map.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ minHeight: 44 }}
        >
          {map.linkLabel}
          <Box component="span" sx={visuallyHiddenSx}>
            {` ${labels.opensInNewTab}`}
          </Box>
        </Button>
      </Box>
    </Section>
  )
}
