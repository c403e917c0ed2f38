import { useEffect, useMemo, useState } from 'react'
import { answerRulesOf } from '../../../content/rsvp-questions'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import { errorMessage } from '../../../lib/couple/error-message'
import { useRsvpQuestions } from './use-rsvp-questions'

/**
 * Hands the Studio's «Preguntas de la confirmación» to the database each time the dashboard
 * opens, so the answers guests send follow what the couple last published; the database changes
 * nothing when its rules already match. Returns why it failed, or null.
 */
export function useAnswerRules(): string | null {
  const questions = useRsvpQuestions()
  const [error, setError] = useState<string | null>(null)
  const rules = useMemo(() => answerRulesOf(questions), [questions])

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
