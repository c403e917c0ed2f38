import { useId, useMemo } from 'react'
import { paseQuery } from '../../../content/pase-query'
import { rsvpQuestionTextDefaults } from '../../../content/rsvp-questions'
import { paseTextDefaults } from '../../../content/site-texts/pase'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { useContent } from '../../../content/use-content'
import { useSiteTexts } from '../../../content/use-site-texts'
import { personalLink, personalPaseLink } from '../../../lib/guest-list/invitation-link'
import { qrPath } from '../../../lib/qr/qr-path'
import type { QuestionSet } from '../hooks/use-rsvp-questions'
import { attendedEvents, paseContent, type PaseFamily } from './pase-content'
import { SavePaseButtons } from './save-pase-buttons'
import './pase.css'

export type PaseProps = {
  family: PaseFamily
  /** the pase's token, which its QR code holds; null from a database without tokens */
  token: string | null
  questionSet?: QuestionSet
  /** h4 inside the family's card; h2 where the pase is the page's own content (its QR link) */
  headingLevel?: 2 | 4
}

/**
 * A confirmed family's pase for the day: the couple and the date, who, how many, where they sit
 * when the couple shows it, each event's time and place, and a QR code of the pase's own link to
 * show at the door, which the family can keep as an image.
 */
export function Pase({ family, token, questionSet, headingLevel = 4 }: PaseProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4'
  const texts = useSiteTexts('pase', paseTextDefaults)
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const content = useContent(paseQuery)
  const headingId = useId()
  const pase = useMemo(() => {
    const origin = window.location.origin
    // a database from before the tokens: the personal link, as printed pases then held
    const link = token
      ? personalPaseLink(token, content.siteUrl, origin)
      : personalLink(family.human_key ?? '', content.siteUrl, origin)
    const events = attendedEvents(family, questionSet?.questions.events ?? [], content.events)
    const person = questionSet?.texts.person ?? rsvpQuestionTextDefaults.person
    const words = { ...texts, table: labels.table, person }
    return paseContent(family, words, events, content, link)
  }, [family, token, questionSet, content, texts, labels])
  const qr = useMemo(() => qrPath(pase.link), [pase.link])
  return (
    <section className="pase" aria-labelledby={headingId}>
      <Heading id={headingId} className="pase__title">
        {pase.title}
      </Heading>
      {pase.couple && <p className="pase__couple">{pase.couple}</p>}
      {pase.date && <p className="pase__date">{pase.date}</p>}
      <p className="pase__family">{pase.family}</p>
      <p className="pase__pases">{pase.pases}</p>
      <dl className="pase__lines">
        {pase.lines.map((line) => (
          <div key={line.term} className="pase__line">
            <dt>{line.term}</dt>
            {line.values.map((value, index) => (
              <dd key={index}>{value}</dd>
            ))}
          </div>
        ))}
      </dl>
      <svg
        className="pase__qr"
        role="img"
        aria-label={pase.qrLabel}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="pase__door">{pase.hint}</p>
      <SavePaseButtons pase={pase} words={texts} hint={texts.saveHint} />
    </section>
  )
}
