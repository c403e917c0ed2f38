import { eventChoicesOf, mealChoicesOf, namesRequiredOf, type AnswerRules } from './answer-rules'
import type { RsvpQuestionsQueryResult } from './sanity.types'

/** The people form's texts when the couple wrote none («Preguntas de la confirmación» › Textos). */
export const rsvpQuestionTextDefaults = {
  peopleHeading: '¿Quiénes vienen?',
  peopleHint: 'Así sabremos a quién esperar.',
  person: 'Persona {number}',
  name: 'Nombre completo',
  nameOptional: 'Nombre completo (opcional)',
  namePlaceholder: 'Como aparecerá en su lugar',
  ageGroup: 'Edad',
  adult: 'Adulto',
  child: 'Niña o niño',
  meal: 'Comida',
  noMeal: 'Sin preferencia',
  mealDetails: '¿Cuál?',
  mealDetailsPlaceholder: 'Por ejemplo: nueces, mariscos',
  events: '¿A qué eventos asistirá?',
  message: 'Mensaje para los novios (opcional)',
  messagePlaceholder: 'Unas palabras para los novios',
  song: 'Una canción que no puede faltar (opcional)',
  songPlaceholder: 'Título y artista',
  nameMissing: 'Escribe el nombre de cada persona.',
  tooLong: 'Usa hasta {max} caracteres.',
  controlCharacters: 'Quita los caracteres especiales de este texto.',
  choiceGone: 'Esa opción ya no está disponible: elige otra.',
  eventMissing: 'Elige al menos un evento.',
  peopleFailed: 'Revisa los datos de las personas e intenta de nuevo.',
}

export type RsvpQuestionTexts = typeof rsvpQuestionTextDefaults

export type MealChoice = ReturnType<typeof mealChoicesOf>[number]
export type EventChoice = ReturnType<typeof eventChoicesOf>[number]

/** The questions the form asks, each with its choices; everything off when there is no document. */
export type RsvpQuestions = {
  askNames: boolean
  namesRequired: boolean
  askAgeGroup: boolean
  mealChoices: MealChoice[]
  events: EventChoice[]
  messageMaxLength: number | null
  songMaxLength: number | null
}

const limit = (value: number | null | undefined, max: number) =>
  typeof value === 'number' && value >= 1 ? Math.min(Math.round(value), max) : max

/** The couple's questions with defaults filled in; `null` content asks nothing beyond the spec. */
export function rsvpQuestionsFrom(content: RsvpQuestionsQueryResult | null): RsvpQuestions {
  if (!content) {
    return {
      askNames: false,
      namesRequired: false,
      askAgeGroup: false,
      mealChoices: [],
      events: [],
      messageMaxLength: null,
      songMaxLength: null,
    }
  }
  return {
    askNames: content.askNames ?? false,
    namesRequired: namesRequiredOf(content),
    askAgeGroup: content.askAgeGroup ?? false,
    mealChoices: mealChoicesOf(content),
    events: eventChoicesOf(content),
    messageMaxLength: content.askMessage ? limit(content.messageMaxLength, 1000) : null,
    songMaxLength: content.askSong ? limit(content.songMaxLength, 200) : null,
  }
}

export function answerRulesOf(questions: RsvpQuestions): AnswerRules {
  return {
    namesRequired: questions.namesRequired,
    mealChoices: questions.mealChoices.map((choice) => choice.key),
    eventKeys: questions.events.map((event) => event.key),
  }
}
