import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { WeddingDetailsQueryResult } from '../../../content/sanity.types'
import { useSiteTexts } from '../../../content/use-site-texts'
import { detailsTextDefaults } from '../../../content/site-texts/details'
import { ExternalLink } from './external-link'

export type GiftRegistryProps = {
  registry: WeddingDetailsQueryResult['registry']
}

export function GiftRegistry({ registry }: GiftRegistryProps) {
  const labels = useSiteTexts('details', detailsTextDefaults)
  if (!registry) return null
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {registry.store && <Typography variant="h3">{registry.store}</Typography>}
      {registry.registryNumber && (
        <Typography>
          {labels.registryNumber}:{' '}
          <Typography component="strong" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
            {registry.registryNumber}
          </Typography>
        </Typography>
      )}
      {registry.url && (
        <ExternalLink href={registry.url} variant="contained">
          {labels.openRegistry}
        </ExternalLink>
      )}
      {registry.note && <Typography color="text.secondary">{registry.note}</Typography>}
    </Stack>
  )
}
