import { describe, expect, it } from 'vitest'
import { rsvpQuestionTextTitles } from '../../schemas/singletons/rsvp-questions'
import { rsvpQuestionsQuery } from '../../web/src/content/queries'
import { answerKey, answerRulesFrom } from '../../web/src/content/answer-rules'
import {
  answerRulesOf,
  rsvpQuestionsFrom,
  rsvpQuestionTextDefaults,
} from '../../web/src/content/rsvp-questions'
import { openMigratedDatabase } from '../support/database-template'
import { queryDefaultDataset } from '../support/default-dataset'

describe('«Preguntas de la confirmación» of the default dataset', () => {
  it('asks for optional names, a meal from the five default choices and a message', async () => {
    const questions = rsvpQuestionsFrom(await queryDefaultDataset(rsvpQuestionsQuery))

    expect(questions).toMatchObject({
      askNames: true,
      namesRequired: false,
      askAgeGroup: false,
      events: [],
      messageMaxLength: 500,
      songMaxLength: null,
    })
    expect(questions.mealChoices.map((choice) => choice.label)).toEqual([
      'Sin restricciones',
      'Vegetariano',
      'Vegano',
      'Sin gluten',
      'Alergia o intolerancia',
    ])
    expect(questions.mealChoices.filter((choice) => choice.asksDetails)).toHaveLength(1)
  })

  it('are the rules a new database starts with, so the embedded site needs no set-up', async () => {
    const rules = answerRulesOf(rsvpQuestionsFrom(await queryDefaultDataset(rsvpQuestionsQuery)))
    const db = await openMigratedDatabase()
    try {
      const { rows } = await db.query<{ names: boolean; meals: string[]; events: string[] }>(
        'select attendee_names_required as names, meal_choices as meals, event_keys as events from public.rsvp_settings',
      )
      expect(rows[0]).toEqual({
        names: rules.namesRequired,
        meals: rules.mealChoices,
        events: rules.eventKeys,
      })
    } finally {
      await db.close()
    }
  })

  it('has a Studio field for every text of the form, and a default for every field', () => {
    expect(Object.keys(rsvpQuestionTextTitles).sort()).toEqual(
      Object.keys(rsvpQuestionTextDefaults).sort(),
    )
  })
})

describe('the questions as the form and the database take them', () => {
  it('asks nothing beyond the spec when there is no document', () => {
    expect(answerRulesOf(rsvpQuestionsFrom(null))).toEqual({
      namesRequired: false,
      mealChoices: [],
      eventKeys: [],
    })
  })

  it('asks only what is switched on, and names are required only when asked', () => {
    const questions = rsvpQuestionsFrom({
      askNames: false,
      namesRequired: true,
      askAgeGroup: true,
      askMeal: false,
      mealChoices: [{ _key: 'vegano', label: 'Vegano', asksDetails: false }],
      askEvents: true,
      eventsAsked: [{ _id: 'event-ceremony', title: 'Ceremonia' }],
      askMessage: false,
      messageMaxLength: 500,
      askSong: true,
      songMaxLength: 5000,
      texts: null,
    })
    expect(questions).toMatchObject({
      askNames: false,
      namesRequired: false,
      mealChoices: [],
      events: [{ key: 'event-ceremony', title: 'Ceremonia' }],
      messageMaxLength: null,
      songMaxLength: 200,
    })
  })

  it('makes any key one the database takes, and keeps the first of two alike', () => {
    expect(answerKey('Sin_Gluten 2')).toBe('sin-gluten-2')
    expect(answerKey('=HYPERLINK("x")')).toBe('hyperlink-x-')
    expect(answerKey('***')).toBe('opcion')
    expect(answerKey('a'.repeat(60))).toHaveLength(40)
    const questions = rsvpQuestionsFrom({
      askNames: true,
      namesRequired: null,
      askAgeGroup: null,
      askMeal: true,
      mealChoices: [
        { _key: 'Vegano', label: 'Vegano', asksDetails: null },
        { _key: 'vegano', label: 'Vegano otra vez', asksDetails: null },
        { _key: 'vacia', label: ' ', asksDetails: null },
      ],
      askEvents: null,
      eventsAsked: null,
      askMessage: null,
      messageMaxLength: null,
      askSong: null,
      songMaxLength: null,
      texts: null,
    })
    expect(questions.mealChoices).toEqual([{ key: 'vegano', label: 'Vegano', asksDetails: false }])
  })

  it('gives the database, from the document alone, the keys of the choices the form offers', async () => {
    const documents: Parameters<typeof rsvpQuestionsFrom>[0][] = [
      await queryDefaultDataset(rsvpQuestionsQuery),
      {
        askNames: true,
        namesRequired: true,
        askAgeGroup: null,
        askMeal: true,
        mealChoices: [
          { _key: 'Pozole Rojo', label: 'Pozole', asksDetails: null },
          { _key: 'vacia', label: ' ', asksDetails: null },
        ],
        askEvents: true,
        eventsAsked: [
          { _id: 'event-ceremony', title: 'Ceremonia' },
          { _id: 'event-sin-titulo', title: '' },
        ],
        askMessage: null,
        messageMaxLength: null,
        askSong: null,
        songMaxLength: null,
        texts: null,
      },
    ]
    for (const document of documents) {
      expect(answerRulesFrom(document!)).toEqual(answerRulesOf(rsvpQuestionsFrom(document)))
    }
    expect(answerRulesFrom(documents[1]!)).toEqual({
      namesRequired: true,
      mealChoices: ['pozole-rojo'],
      eventKeys: ['event-ceremony'],
    })
  })
})
