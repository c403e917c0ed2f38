import { fillText } from '../../../content/site-texts/fill-text'

type PeopleTexts = { onePerson: string; manyPeople: string }

/** "1 persona", "2 personas". */
export function people(count: number, texts: PeopleTexts): string {
  return fillText(count === 1 ? texts.onePerson : texts.manyPeople, { count })
}
