import { describe, expect, it } from 'vitest'
import {
  rsvpQuestionTextDefaults,
  type RsvpQuestions,
} from '../../../web/src/content/rsvp-questions'
import { peopleLabelsOf } from '../../../web/src/lib/guest-csv/people-rows'
import type { Person } from '../../../web/src/lib/guest-list/guest-record'
import { filterRows } from '../../../web/src/features/guest-list/list/filter-rows'
import {
  answerDraftOf,
  answerProblems,
  answerToSend,
  seatDrafts,
  type AnswerDraft,
} from '../../../web/src/lib/guest-list/person-draft'
import { personSummary } from '../../../web/src/features/guest-list/people/person-summary'
import { peopleTallies, tallies } from '../../../web/src/features/guest-list/list/tallies'
import { guestRow, person } from '../../support/guest-row'

const questions: RsvpQuestions = {
  askNames: true,
  namesRequired: false,
  askAgeGroup: true,
  mealChoices: [
    { key: 'pollo', label: 'Pollo', asksDetails: false },
    { key: 'vegetariano', label: 'Vegetariano', asksDetails: false },
    { key: 'intolerancia', label: 'Intolerancia', asksDetails: true },
  ],
  events: [
    { key: 'event-ceremony', title: 'Ceremonia' },
    { key: 'event-reception', title: 'Recepción' },
  ],
  messageMaxLength: 500,
  songMaxLength: 100,
}

const labels = peopleLabelsOf(questions, rsvpQuestionTextDefaults)

const row = (fields: Parameters<typeof guestRow>[0]) =>
  guestRow({ available_tickets: 4, ...fields })

const attending = (key: string, seats: number, people: Person[]) =>
  row({
    human_key: key,
    will_attend: true,
    confirmed_tickets: seats,
    confirmed_at: '2026-11-20T18:00:00Z',
    people,
  })

const rows = [
  attending('001', 3, [
    person({ name: 'Ana', meal: 'pollo', events: ['event-ceremony', 'event-reception'] }),
    person({ name: 'Luis', child: true, meal: 'vegetariano', events: ['event-reception'] }),
    person({ child: true, meal: 'pollo', events: ['event-reception'] }),
  ]),
  // answered before people were asked: two seats, nobody recorded
  attending('002', 2, []),
  attending('003', 2, [person({ name: 'Eva', meal: 'intolerancia', meal_details: 'nueces' })]),
  attending('004', 1, [person({ name: 'Raúl', meal: 'alergia' })]),
  attending('005', 1, [person({ name: 'Sara', meal: 'pollo', meal_details: 'sin lactosa' })]),
  attending('006', 1, [person({ name: 'Tito', meal: 'sopa', events: ['event-brunch'] })]),
  row({ human_key: '007', will_attend: false, confirmed_at: '2026-11-20T18:00:00Z' }),
  row({ human_key: '008' }),
]

describe('who comes, counted for the couple', () => {
  it('counts adults and children from the people, and seats without anyone as «sin datos»', () => {
    const counted = peopleTallies(rows, labels)
    expect(counted.adults).toBe(5)
    expect(counted.children).toBe(2)
    // 002's two seats and 003's second seat
    expect(counted.withoutDetails).toBe(3)
  })

  it('counts no one an adult when the couple does not ask ages, only the children recorded', () => {
    const counted = peopleTallies(rows, { ...labels, askAgeGroup: false })
    expect(counted.adults).toBeNull()
    expect(counted.children).toBe(2)
  })

  it('counts each meal under its label, meals since removed under their key, and every seat', () => {
    expect(peopleTallies(rows, labels).meals).toEqual([
      { key: 'pollo', label: 'Pollo', count: 3 },
      { key: 'vegetariano', label: 'Vegetariano', count: 1 },
      { key: 'intolerancia', label: 'Intolerancia', count: 1 },
      { key: 'alergia', label: 'alergia', count: 1 },
      { key: 'sopa', label: 'sopa', count: 1 },
      { key: null, label: 'Sin preferencia', count: 0 },
      // 002's two seats and 003's second seat: the meals add up to the 10 people attending
      { key: null, label: 'Sin datos', count: 3 },
    ])
  })

  it('counts people who chose no meal as «Sin preferencia», in the couple’s words', () => {
    const noMeal = [
      attending('010', 3, [person({ name: 'Ana' }), person({ name: 'Luis', meal: 'pollo' })]),
    ]
    expect(
      peopleTallies(noMeal, { ...labels, noMeal: 'Lo que haya' }).meals.filter(
        (meal) => meal.count > 0,
      ),
    ).toEqual([
      { key: 'pollo', label: 'Pollo', count: 1 },
      { key: null, label: 'Lo que haya', count: 1 },
      { key: null, label: 'Sin datos', count: 1 },
    ])
  })

  it('counts each event under its title, with no one at an event still a count of zero', () => {
    expect(
      peopleTallies(rows, {
        ...labels,
        events: [...labels.events, { key: 'e', title: 'Tornaboda' }],
      }).events,
    ).toEqual([
      { key: 'event-ceremony', label: 'Ceremonia', count: 1 },
      { key: 'event-reception', label: 'Recepción', count: 3 },
      { key: 'e', label: 'Tornaboda', count: 0 },
      { key: 'event-brunch', label: 'event-brunch', count: 1 },
    ])
  })

  it('counts at an event only the people of families invited to it', () => {
    const receptionOnly = attending('010', 2, [
      // chosen before the couple invited the family to the reception only
      person({ name: 'Iris', events: ['event-ceremony', 'event-reception'] }),
      person({ name: 'Omar', events: ['event-reception'] }),
    ])
    const counted = peopleTallies([{ ...receptionOnly, event_keys: ['event-reception'] }], labels)
    expect(counted.events).toEqual([
      { key: 'event-ceremony', label: 'Ceremonia', count: 0 },
      { key: 'event-reception', label: 'Recepción', count: 2 },
    ])
  })

  it('counts only accepted answers, whatever people an older answer left', () => {
    const declinedWithPeople = row({
      human_key: '009',
      will_attend: false,
      people: [person({ name: 'Olvidada', child: true })],
    })
    const counted = peopleTallies([declinedWithPeople], labels)
    expect([counted.adults, counted.children, counted.withoutDetails]).toEqual([0, 0, 0])
  })

  it('leaves the answer tallies as they were', () => {
    expect(tallies(rows)).toMatchObject({ attendingFamilies: 6, attendingPeople: 10 })
  })
})

describe('the «Con alergias» filter', () => {
  it('keeps families with a meal that asks for details, the allergy choice, or details written', () => {
    expect(
      filterRows(rows, '', 'allergies', questions.mealChoices).map((r) => r.human_key),
    ).toEqual(['003', '004', '005'])
  })

  it('combines with the search', () => {
    expect(filterRows(rows, 'familia 004', 'allergies', questions.mealChoices)).toHaveLength(1)
    expect(filterRows(rows, 'familia 001', 'allergies', questions.mealChoices)).toHaveLength(0)
  })
})

describe('a person in the list', () => {
  it('reads the name, age, meal label with details and event titles', () => {
    expect(
      personSummary(
        person({
          name: 'Eva',
          child: true,
          meal: 'intolerancia',
          meal_details: 'nueces',
          events: ['event-ceremony', 'event-reception'],
        }),
        1,
        questions,
      ),
    ).toBe('Eva · niña o niño · Intolerancia (nueces) · Ceremonia, Recepción')
  })

  it('names an unnamed seat by its place and falls back to a removed meal’s key', () => {
    expect(personSummary(person({ meal: 'sopa' }), 2, questions)).toBe('Persona 2 · sopa')
  })
})

describe('the people the couple types', () => {
  const row006 = attending('006', 3, [
    person({ name: 'Tito', meal: 'pollo', events: ['event-reception'] }),
  ])
  const seats = row006.confirmed_tickets
  // one block per confirmed seat, as the couple's dialog shows them
  const draftOf = (row: typeof row006) => {
    const draft = answerDraftOf(row)
    return { ...draft, people: seatDrafts(draft, seats) }
  }
  const problems = (draft: AnswerDraft, asked: RsvpQuestions) =>
    answerProblems(draft, seats, asked, rsvpQuestionTextDefaults, 'couple')

  it('offers one block per confirmed seat, filled from what is recorded', () => {
    const draft = draftOf(row006)
    expect(draft.people).toHaveLength(3)
    expect(draft.people[0]).toMatchObject({ name: 'Tito', meal: 'pollo' })
    expect(draft.people[1]).toMatchObject({ name: '', meal: '' })
  })

  it('records blank seats as no one, trims texts and drops events no longer asked', () => {
    const draft = draftOf(row006)
    draft.people[2] = {
      name: '  Nora ',
      child: true,
      meal: '',
      mealDetails: ' ',
      events: ['event-ceremony', 'event-brunch'],
    }
    expect(answerToSend(draft, seats, questions, 'couple').people).toEqual([
      person({ name: 'Tito', meal: 'pollo', events: ['event-reception'] }),
      person({ name: 'Nora', child: true, events: ['event-ceremony'] }),
    ])
  })

  it('asks for every name when names are required, and for texts within their limits', () => {
    const draft = draftOf(row006)
    draft.people[0] = { ...draft.people[0]!, mealDetails: 'x'.repeat(201) }
    draft.song = 'y'.repeat(101)
    expect(problems(draft, { ...questions, namesRequired: true })).toEqual({
      people: [
        { mealDetails: 'Usa hasta 200 caracteres.' },
        { name: 'Escribe el nombre de cada persona.' },
        { name: 'Escribe el nombre de cada persona.' },
      ],
      song: 'Usa hasta 100 caracteres.',
    })
    expect(problems(draftOf(row006), questions)).toBeNull()
  })

  it('asks each person it records for an event when events are asked, and blank seats for none', () => {
    const draft = draftOf(row006)
    draft.people[0] = { ...draft.people[0]!, events: [] }
    draft.people[1] = { ...draft.people[1]!, name: 'Nora', events: ['event-brunch'] }
    expect(problems(draft, questions)?.people).toEqual([
      { events: 'Elige al menos un evento.' },
      { events: 'Elige al menos un evento.' },
      {},
    ])
    expect(problems(draft, { ...questions, events: [] })).toBeNull()
  })

  it('refuses a removed meal choice and a control character in a name', () => {
    const draft = draftOf(row006)
    draft.people[0] = { ...draft.people[0]!, name: 'Ti\u0007to', meal: 'sopa' }
    expect(problems(draft, questions)?.people[0]).toEqual({
      name: 'Quita los caracteres especiales de este texto.',
      meal: 'Esa opción ya no está disponible: elige otra.',
    })
  })
})
