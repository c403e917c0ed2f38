import Box from '@mui/material/Box'
import type { SectionOf } from '../../../content/page-sections'
import { RichText } from '../../../components/rich-text'
import { Section } from '../../../components/section'
import './faq-section.css'

export type FaqSectionProps = { id: string; faq: SectionOf<'sectionFaq'> }

/**
 * «Preguntas frecuentes»: an accordion of native <details>, so each answer opens with a tap, Enter
 * or Space before and after the page's code arrives, and the browser's find-in-page reaches it.
 */
export function FaqSection({ id, faq }: FaqSectionProps) {
  if (!faq.items?.length) return null
  return (
    <Section id={id} title={faq.title} maxWidth="md">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {faq.items.map((item) => (
          <details key={item._key} className="faq-item">
            <summary className="faq-item__question">{item.question}</summary>
            <div className="faq-item__answer">
              <RichText value={item.answer} />
            </div>
          </details>
        ))}
      </Box>
    </Section>
  )
}
