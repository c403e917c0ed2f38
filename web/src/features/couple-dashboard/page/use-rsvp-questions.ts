import { useMemo } from 'react'
import { rsvpQuestionsQuery } from '../../../content/queries'
import { rsvpQuestionsFrom, type RsvpQuestions } from '../../../content/rsvp-questions'
import { useContent } from '../../../content/use-content'

/** The couple's «Preguntas de la confirmación» from the Studio, with their defaults filled in. */
export function useRsvpQuestions(): RsvpQuestions {
  const content = useContent(rsvpQuestionsQuery)
  // The content store keeps a result's identity until a refresh brings a different one.
  return useMemo(() => rsvpQuestionsFrom(content), [content])
}
