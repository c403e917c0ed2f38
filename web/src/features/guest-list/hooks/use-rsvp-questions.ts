import { useMemo } from 'react'
import { rsvpQuestionsQuery } from '../../../content/queries'
import {
  rsvpQuestionsFrom,
  rsvpQuestionTextDefaults,
  type RsvpQuestions,
} from '../../../content/rsvp-questions'
import { useContent } from '../../../content/use-content'
import { withDefaultTexts } from '../../../content/default-texts'
import { peopleLabelsOf, type PeopleLabels } from '../../../lib/guest-csv/people-rows'

/** The couple's «Preguntas de la confirmación» from the Studio, with their defaults filled in. */
export function useRsvpQuestions(): RsvpQuestions {
  const content = useContent(rsvpQuestionsQuery)
  // The content store keeps a result's identity until a refresh brings a different one.
  return useMemo(() => rsvpQuestionsFrom(content), [content])
}

/**
 * The words the exports and the meal tallies write: the meals' labels and the events' titles,
 * and the guest form's own words for the age groups and for no meal («Sin preferencia»).
 */
export function usePeopleLabels(): PeopleLabels {
  const content = useContent(rsvpQuestionsQuery)
  return useMemo(
    () =>
      peopleLabelsOf(
        rsvpQuestionsFrom(content),
        withDefaultTexts(rsvpQuestionTextDefaults, content?.texts),
      ),
    [content],
  )
}
