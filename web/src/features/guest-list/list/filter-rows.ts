import type { MealChoice } from '../../../content/rsvp-questions'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { hasAllergies } from './allergies'

export const answerFilters = {
  all: 'Todas',
  news: 'Novedades',
  pending: 'Sin respuesta',
  opened: 'Abiertas sin respuesta',
  attending: 'Asistirán',
  declined: 'No asistirán',
  allergies: 'Con alergias',
} as const

export type AnswerFilter = keyof typeof answerFilters

const matchesFilter: Record<
  AnswerFilter,
  (row: CoupleInvitation, mealChoices: readonly MealChoice[]) => boolean
> = {
  all: () => true,
  news: (row) => row.news !== null,
  pending: (row) => row.will_attend === null,
  opened: (row) => row.will_attend === null && row.last_opened_at !== null,
  attending: (row) => row.will_attend === true,
  declined: (row) => row.will_attend === false,
  allergies: (row, mealChoices) => row.will_attend === true && hasAllergies(row, mealChoices),
}

/** Lower case without accents, so «garcia» finds «García». */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * The rows whose number, family or chief contain the search, in the chosen state; the couple's
 * meal choices tell which meals are allergies.
 */
export function filterRows(
  rows: readonly CoupleInvitation[],
  search: string,
  filter: AnswerFilter,
  mealChoices: readonly MealChoice[] = [],
): CoupleInvitation[] {
  const wanted = folded(search.trim())
  return rows.filter(
    (row) =>
      matchesFilter[filter](row, mealChoices) &&
      [row.human_key, row.family_name, row.family_chief ?? ''].some((field) =>
        folded(field).includes(wanted),
      ),
  )
}
