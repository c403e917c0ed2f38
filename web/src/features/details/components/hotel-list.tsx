import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { WeddingDetailsQueryResult } from '../../../content/sanity.types'
import { useSiteTexts } from '../../../content/use-site-texts'
import { detailsTextDefaults } from '../../../content/site-texts/details'
import { ExternalLink } from './external-link'

export type HotelListProps = {
  hotels: WeddingDetailsQueryResult['hotels']
  tips: WeddingDetailsQueryResult['hotelTips']
}

export function HotelList({ hotels, tips }: HotelListProps) {
  const labels = useSiteTexts('details', detailsTextDefaults)
  return (
    <Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {hotels.map((hotel) => (
          <Box
            component="li"
            key={hotel._id}
            sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography variant="h4" component="h3" sx={{ fontSize: '1.4rem' }}>
              {hotel.name}
            </Typography>
            {hotel.city && <Typography color="text.secondary">{hotel.city}</Typography>}
            {hotel.note && <Typography variant="body2">{hotel.note}</Typography>}
            <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
              {hotel.mapsUrl && (
                <ExternalLink href={hotel.mapsUrl} context={hotel.name}>
                  {labels.viewOnMap}
                </ExternalLink>
              )}
              {hotel.bookingUrl && (
                <ExternalLink href={hotel.bookingUrl} context={hotel.name} variant="contained">
                  {labels.book}
                </ExternalLink>
              )}
            </Stack>
          </Box>
        ))}
      </Box>
      {tips && tips.length > 0 && (
        <Box component="section" sx={{ mt: 3 }}>
          <Typography variant="h4" component="h3" sx={{ fontSize: '1.4rem', mb: 1 }}>
            {labels.hotelTips}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {tips.map((tip) => (
              <Typography component="li" key={tip} sx={{ mb: 0.5 }}>
                {tip}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  )
}
