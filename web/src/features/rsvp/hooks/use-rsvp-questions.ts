import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react'
import type { QueryParams } from '@sanity/client'
import { contentEntry, settledContent, subscribeToContent } from '../../../content/content-store'
import { rsvpQuestionsQuery } from '../../../content/queries'
import {
  rsvpQuestionsFrom,
  rsvpQuestionTextDefaults,
  type RsvpQuestions,
  type RsvpQuestionTexts,
} from '../../../content/rsvp-questions'
import type { RsvpQuestionsQueryResult } from '../../../content/sanity.types'
import { withDefaultTexts } from '../../../content/use-site-texts'

/** What the couple asks of each person and of the family, with the form's words for it. */
export type QuestionSet = { questions: RsvpQuestions; texts: RsvpQuestionTexts }

const noParams: QueryParams = {}
const read = () =>
  settledContent(rsvpQuestionsQuery, noParams) as RsvpQuestionsQueryResult | null | undefined

/**
 * The couple's «Preguntas de la confirmación», or undefined until they arrive. It never suspends:
 * the look-up form must not wait for them. The request starts while rendering so a prerendered
 * page carries the result and the browser reads it at once.
 */
export function useRsvpQuestions(): QuestionSet | undefined {
  const content = useSyncExternalStore(subscribeToContent, read, read)
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  const entry = content === undefined ? contentEntry(rsvpQuestionsQuery, noParams) : null
  useEffect(() => {
    let current = true
    entry?.then(
      () => current && arrived(),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [entry])
  return useMemo(
    () =>
      content === undefined
        ? undefined
        : {
            questions: rsvpQuestionsFrom(content),
            texts: withDefaultTexts(rsvpQuestionTextDefaults, content?.texts),
          },
    [content],
  )
}
