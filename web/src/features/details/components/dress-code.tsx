import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { WeddingDetailsQueryResult } from '../../../content/sanity.types'
import { useSiteTexts } from '../../../content/use-site-texts'
import { detailsTextDefaults } from '../../../content/site-texts/details'

export type DressCodeProps = {
  dressCode: WeddingDetailsQueryResult['dressCode']
}

export function DressCode({ dressCode }: DressCodeProps) {
  const labels = useSiteTexts('details', detailsTextDefaults)
  if (!dressCode) return null
  const groups = [
    { heading: labels.women, items: dressCode.women ?? [] },
    { heading: labels.men, items: dressCode.men ?? [] },
  ]
  return (
    <Box>
      {dressCode.style && (
        <Typography variant="h3" component="p" sx={{ textAlign: 'center', mb: 3 }}>
          {dressCode.style}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {groups.map((group) => (
          <Box component="section" key={group.heading}>
            <Typography variant="h4" component="h3" sx={{ fontSize: '1.4rem', mb: 1 }}>
              {group.heading}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {group.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {dressCode.tip && (
        <Typography sx={{ mt: 3, p: 2, bgcolor: '#f1e7df', borderRadius: 1 }}>
          <strong>{labels.tip}:</strong> {dressCode.tip}
        </Typography>
      )}
    </Box>
  )
}
