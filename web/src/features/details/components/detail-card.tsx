import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { ContentImage } from '../../../components/content-image'
import type { SectionOf } from '../../../content/page-sections'
import { useSiteTexts } from '../../../content/use-site-texts'
import { detailsTextDefaults } from '../../../content/site-texts/details'

type DetailCardContent = NonNullable<
  NonNullable<NonNullable<SectionOf<'sectionDetails'>['details']>['cards']>[number]
>

export type DetailCardProps = {
  card: DetailCardContent
  lastViewed: boolean
  onOpen: () => void
}

export function DetailCard({ card, lastViewed, onOpen }: DetailCardProps) {
  const labels = useSiteTexts('details', detailsTextDefaults)
  const titleId = useId()
  return (
    <Card
      component="li"
      variant="outlined"
      data-last-viewed={lastViewed ? 'true' : undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderWidth: 2,
        borderColor: lastViewed ? 'secondary.light' : 'transparent',
        boxShadow: lastViewed ? '0 4px 16px rgba(138, 75, 75, 0.15)' : 1,
      }}
    >
      <ContentImage
        image={card.image}
        width={570}
        sizes="(min-width: 1200px) 266px, (min-width: 600px) calc(50vw - 40px), calc(100vw - 36px)"
        sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" id={titleId} sx={{ fontSize: '1.6rem', mb: 1 }}>
          {card.title}
        </Typography>
        <Typography color="text.secondary">{card.summary}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={onOpen}
          aria-describedby={titleId}
          aria-haspopup="dialog"
        >
          {labels.viewDetails}
        </Button>
      </CardActions>
    </Card>
  )
}
