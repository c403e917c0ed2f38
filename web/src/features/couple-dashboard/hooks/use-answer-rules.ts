import { useEffect, useMemo, useState } from 'react'
import { rsvpQuestionsQuery } from '../../../content/queries'
import { answerRulesOf, rsvpQuestionsFrom } from '../../../content/rsvp-questions'
import { useContent } from '../../../content/use-content'
import { coupleApi } from '../api/couple-api'
import { errorMessage } from '../utils/error-messages'

/**
 * Hands the Studio's «Preguntas de la confirmación» to the database each time the dashboard
 * opens, so the answers guests send follow what the couple last published; the database changes
 * nothing when its rules already match. Returns why it failed, or null.
 */
export function useAnswerRules(): string | null {
  const questions = useContent(rsvpQuestionsQuery)
  const [error, setError] = useState<string | null>(null)
  // The content store keeps a result's identity until a refresh brings a different one.
  const rules = useMemo(() => answerRulesOf(rsvpQuestionsFrom(questions)), [questions])

  useEffect(() => {
    let live = true
    coupleApi.setAnswerRules(rules).then(
      () => live && setError(null),
      (failure: unknown) => live && setError(errorMessage(failure)),
    )
    return () => {
      live = false
    }
  }, [rules])

  return error
}
