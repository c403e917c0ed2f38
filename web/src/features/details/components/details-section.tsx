import Box from '@mui/material/Box'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { Section } from '../../../components/section'
import type { SectionOf } from '../../../content/page-sections'
import { lastDetailTopicAtom } from '../stores/last-detail-topic'
import { hasDetailTopic } from '../utils/detail-topic'
import { DetailCard } from './detail-card'
import { DetailDialog } from './detail-dialog'

export type DetailsSectionProps = {
  details: SectionOf<'sectionDetails'>['details']
}

/** "Detalles de la Boda": four cards, each opening its topic in a dialog. */
export function DetailsSection({ details }: DetailsSectionProps) {
  const [topic, setTopic] = useAtom(lastDetailTopicAtom)
  const [open, setOpen] = useState(false)
  if (!details) return null
  const cards = (details.cards ?? []).filter(hasDetailTopic)
  const openCard = cards.find((card) => card.topic === topic)

  return (
    <Section id="gallery" title={details.title} tone="tint">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {cards.map((card) => (
          <DetailCard
            key={card._key}
            card={card}
            lastViewed={card.topic === topic}
            onOpen={() => {
              setTopic(card.topic)
              setOpen(true)
            }}
          />
        ))}
      </Box>
      <DetailDialog
        open={open}
        topic={topic}
        title={openCard?.title ?? ''}
        onClose={() => setOpen(false)}
      />
    </Section>
  )
}
