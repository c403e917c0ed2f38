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
  peopleFailed: 'Revisa los datos de las personas e intenta de nuevo.',
}

export type RsvpQuestionTexts = typeof rsvpQuestionTextDefaults

export type MealChoice = { key: string; label: string; asksDetails: boolean }
export type EventChoice = { key: string; title: string }

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

/** What the database enforces of the questions: rsvp_settings, set by couple_set_answer_rules. */
export type AnswerRules = { namesRequired: boolean; mealChoices: string[]; eventKeys: string[] }

/**
 * A choice's key as the database takes it (1 to 40 of a-z, 0-9 and -): the Studio's array keys and
 * document ids already are, but a pasted or imported one may not be.
 */
export function answerKey(key: string): string {
  const cleaned = key
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 40)
  return cleaned || 'opcion'
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
  const askNames = content.askNames ?? false
  const mealChoices = content.askMeal
    ? (content.mealChoices ?? []).flatMap((choice) =>
        choice.label?.trim()
          ? [
              {
                key: answerKey(choice._key),
                label: choice.label,
                asksDetails: !!choice.asksDetails,
              },
            ]
          : [],
      )
    : []
  const events = content.askEvents
    ? (content.eventsAsked ?? []).flatMap((event) =>
        event?._id && event.title ? [{ key: answerKey(event._id), title: event.title }] : [],
      )
    : []
  return {
    askNames,
    namesRequired: askNames && (content.namesRequired ?? false),
    askAgeGroup: content.askAgeGroup ?? false,
    mealChoices: uniqueBy(mealChoices, (choice) => choice.key).slice(0, 20),
    events: uniqueBy(events, (event) => event.key).slice(0, 10),
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

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = keyOf(item)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
