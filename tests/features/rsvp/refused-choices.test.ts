import { describe, expect, it } from 'vitest'
import type { QuestionSet } from '../../../web/src/features/rsvp/hooks/use-rsvp-questions'
import { rsvpQuestionTextDefaults } from '../../../web/src/content/rsvp-questions'
import { RsvpError } from '../../../web/src/features/rsvp/api/rsvp-error'
import {
  offeredQuestions,
  refusedChoice,
} from '../../../web/src/features/rsvp/utils/refused-choices'

const questionSet: QuestionSet = {
  texts: rsvpQuestionTextDefaults,
  questions: {
    askNames: true,
    namesRequired: false,
    askAgeGroup: false,
    mealChoices: [
      { key: 'vegano', label: 'Vegano', asksDetails: false },
      { key: 'pozole', label: 'Pozole', asksDetails: false },
    ],
    events: [
      { key: 'civil', title: 'Civil' },
      { key: 'ceremonia', title: 'Ceremonia' },
      { key: 'tornaboda', title: 'Tornaboda' },
    ],
    messageMaxLength: null,
    songMaxLength: null,
  },
}

const keys = (set: QuestionSet | undefined) => ({
  meals: set?.questions.mealChoices.map((choice) => choice.key),
  events: set?.questions.events.map((event) => event.key),
})

describe('the questions one family is asked', () => {
  it('are every asked event for a family invited to all of them', () => {
    expect(offeredQuestions(questionSet, [], null)).toBe(questionSet)
  })

  it('are only the events the family is invited to, in the couple’s order', () => {
    expect(keys(offeredQuestions(questionSet, [], ['tornaboda', 'civil']))).toEqual({
      meals: ['vegano', 'pozole'],
      events: ['civil', 'tornaboda'],
    })
  })

  it('leave out a choice the database refused, meal or event', () => {
    expect(keys(offeredQuestions(questionSet, ['pozole', 'civil'], null))).toEqual({
      meals: ['vegano'],
      events: ['ceremonia', 'tornaboda'],
    })
  })

  it('learn the refused key only from the database’s two refusals of a choice', () => {
    expect(refusedChoice(new RsvpError('rsvp_unknown_meal', 'x', 'pozole'))).toBe('pozole')
    expect(refusedChoice(new RsvpError('rsvp_unknown_event', 'x', 'civil'))).toBe('civil')
    expect(refusedChoice(new RsvpError('rsvp_invalid_people', 'x', 'person 1'))).toBeNull()
    expect(refusedChoice(new Error('rsvp_unknown_meal'))).toBeNull()
  })
})
