import { describe, expect, it } from 'vitest'
import {
  rsvpQuestionTextDefaults as texts,
  type RsvpQuestions,
} from '../../../web/src/content/rsvp-questions'
import {
  answerDetailsFor,
  firstDetailsProblem,
} from '../../../web/src/features/rsvp/details/details-draft'
import type { AnswerDetails } from '../../../web/src/lib/guest-list/guest-record'
import {
  answerProblems,
  answerToSend,
  type AnswerDraft,
} from '../../../web/src/lib/guest-list/person-draft'

const everything: RsvpQuestions = {
  askNames: true,
  namesRequired: false,
  askAgeGroup: true,
  mealChoices: [
    { key: 'vegano', label: 'Vegano', asksDetails: false },
    { key: 'alergia', label: 'Alergia o intolerancia', asksDetails: true },
  ],
  events: [
    { key: 'event-ceremony', title: 'Ceremonia' },
    { key: 'event-reception', title: 'Recepción' },
  ],
  messageMaxLength: 20,
  songMaxLength: 10,
}

const nothing: RsvpQuestions = {
  askNames: false,
  namesRequired: false,
  askAgeGroup: false,
  mealChoices: [],
  events: [],
  messageMaxLength: null,
  songMaxLength: null,
}

const draft: AnswerDraft = {
  people: [
    { name: ' Ana ', child: true, meal: 'vegano', mealDetails: 'sobra', events: [] },
    {
      name: '',
      child: false,
      meal: 'alergia',
      mealDetails: ' nueces ',
      events: ['event-reception'],
    },
    { name: 'Luis', child: false, meal: '', mealDetails: '', events: [] },
  ],
  message: '  ¡Felicidades!\n ',
  song: '',
}

const answering = draft

const stored: AnswerDetails = {
  people: [
    { name: 'Ana', child: false, meal: 'vegano', meal_details: null, events: [] },
    { name: 'Luis', child: false, meal: null, meal_details: null, events: [] },
  ],
  message: 'Hola',
  song: null,
}

describe('what an acceptance sends', () => {
  it('sends one trimmed person per seat, details only for a meal that asks them, only the events ticked', () => {
    expect(answerToSend(draft, 2, everything, 'guest')).toEqual({
      people: [
        {
          name: 'Ana',
          child: true,
          meal: 'vegano',
          meal_details: null,
          events: [],
        },
        {
          name: null,
          child: false,
          meal: 'alergia',
          meal_details: 'nueces',
          events: ['event-reception'],
        },
      ],
      message: '¡Felicidades!',
      song: null,
    })
  })

  it('sends no one for a seat left as it came, with no event ticked for anyone', () => {
    expect(
      answerToSend({ people: [], message: '', song: '' }, 2, everything, 'guest').people,
    ).toEqual([])
    const untouched = { name: '', child: false, meal: '', mealDetails: '', events: [] }
    const atTheParty = { ...untouched, events: ['event-reception'] }
    expect(
      answerToSend(
        { people: [untouched, atTheParty], message: '', song: '' },
        2,
        everything,
        'guest',
      ).people,
    ).toEqual([
      { name: null, child: false, meal: null, meal_details: null, events: ['event-reception'] },
    ])
  })

  it('keeps only the answers to the questions the couple asks', () => {
    const namesOnly = { ...nothing, askNames: true }
    expect(answerToSend(draft, 2, namesOnly, 'guest')).toEqual({
      people: [{ name: 'Ana', child: false, meal: null, meal_details: null, events: [] }],
      message: null,
      song: null,
    })
  })

  it('sends nothing beyond the seats when every question is off', () => {
    const questionSet = { questions: nothing, texts }
    expect(answerDetailsFor(draft, 2, stored, questionSet)).toBeUndefined()
  })

  it('keeps the stored details, within the seats, while the questions have not arrived', () => {
    expect(answerDetailsFor(draft, 1, stored, undefined)).toEqual({
      people: [stored.people[0]],
      message: 'Hola',
      song: null,
    })
    const none: AnswerDetails = { people: [], message: null, song: null }
    expect(answerDetailsFor(draft, 1, none, undefined)).toBeUndefined()
  })
})

describe('what the guest must fix', () => {
  // each person attends an event, as the couple's rule asks when events are asked
  const draft: AnswerDraft = {
    ...answering,
    people: answering.people.map((person) => ({
      ...person,
      events: person.events.length > 0 ? person.events : ['event-ceremony'],
    })),
  }

  it('asks each person for at least one event the couple asks about, beside their events', () => {
    expect(answerProblems(answering, 3, everything, texts, 'guest')).toEqual({
      people: [{ events: texts.eventMissing }, {}, { events: texts.eventMissing }],
    })
    // an event no longer asked is no answer either
    const gone = { ...draft, people: [{ ...draft.people[0]!, events: ['event-brunch'] }] }
    expect(answerProblems(gone, 1, everything, texts, 'guest')?.people).toEqual([
      { events: texts.eventMissing },
    ])
    expect(answerProblems(answering, 3, { ...everything, events: [] }, texts, 'guest')).toBeNull()
  })

  it('finds nothing wrong with optional names and texts within their limits', () => {
    expect(answerProblems(draft, 3, everything, texts, 'guest')).toBeNull()
  })

  it('asks for every name when they are required, beside each empty one', () => {
    const required = { ...everything, namesRequired: true }
    expect(answerProblems(draft, 3, required, texts, 'guest')).toEqual({
      people: [{}, { name: texts.nameMissing }, {}],
    })
  })

  it('names the limit of a text that is too long, counting characters rather than code units', () => {
    const long = { ...draft, song: '🎵'.repeat(10), message: 'x'.repeat(21) }
    expect(answerProblems(long, 1, everything, texts, 'guest')).toEqual({
      people: [{}],
      message: 'Usa hasta 20 caracteres.',
    })
    const longName = { ...draft, people: [{ ...draft.people[0]!, name: 'a'.repeat(81) }] }
    expect(answerProblems(longName, 1, everything, texts, 'guest')?.people[0]?.name).toBe(
      'Usa hasta 80 caracteres.',
    )
  })

  it('refuses control characters, though a message keeps its line breaks', () => {
    const broken = {
      ...draft,
      people: [{ ...draft.people[1]!, mealDetails: 'nueces\u0000' }],
      message: 'línea\nlínea\ttab',
      song: 'a\u0085b',
    }
    expect(answerProblems(broken, 1, everything, texts, 'guest')).toEqual({
      people: [{ mealDetails: texts.controlCharacters }],
      song: texts.controlCharacters,
    })
  })

  it('gives the first problem in the form’s order as the whole form’s message', () => {
    const required = { questions: { ...everything, namesRequired: true }, texts }
    const wrong = { ...draft, song: 'x'.repeat(11) }
    expect(firstDetailsProblem(wrong, 3, required)).toBe(texts.nameMissing)
    expect(firstDetailsProblem(wrong, 3, undefined)).toBeNull()
  })
})
