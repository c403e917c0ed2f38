import { fillText } from '../../../content/site-texts/fill-text'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { useSiteTexts } from '../../../content/use-site-texts'
import type { Person } from '../../../lib/guest-list/guest-record'
import type { Invitation } from '../api/invitation'
import type { QuestionSet } from '../hooks/use-rsvp-questions'
import './answer-summary.css'

export type AnswerSummaryProps = { invitation: Invitation; questionSet?: QuestionSet }

type Line = { term: string; text: string }

// One text, not a term and a text side by side: the web fonts arriving then move nothing.
const lineText = ({ term, text }: Line) => `${term}: ${text}`

/** What the card says of one person: age group, meal and events, as far as the couple asks. */
function personLines(person: Person, { questions, texts }: QuestionSet): Line[] {
  const lines: Line[] = []
  if (questions.askAgeGroup) {
    lines.push({ term: texts.ageGroup, text: person.child ? texts.child : texts.adult })
  }
  if (questions.mealChoices.length > 0) {
    const meal = questions.mealChoices.find((choice) => choice.key === person.meal)
    const label = meal?.label ?? texts.noMeal
    const text = person.meal_details ? `${label} (${person.meal_details})` : label
    lines.push({ term: texts.meal, text })
  }
  return lines
}

/**
 * The answer given back whole: each person with what they said, then the family's message and
 * song, so a family that reopens its link sees everything it sent.
 */
export function AnswerSummary({ invitation, questionSet }: AnswerSummaryProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  if (!questionSet) return null
  const { questions, texts } = questionSet
  const eventTitle = (key: string) => questions.events.find((event) => event.key === key)?.title
  const family: Line[] = [
    invitation.message && { term: labels.yourMessage, text: invitation.message },
    invitation.song && { term: labels.yourSong, text: invitation.song },
  ].filter((line): line is Line => Boolean(line))
  if (invitation.people.length === 0 && family.length === 0) return null
  return (
    <div className="answer-summary">
      <h4 className="answer-summary__title">{labels.yourAnswer}</h4>
      {invitation.people.length > 0 && (
        <ol className="answer-summary__people">
          {invitation.people.map((person, index) => {
            const events = person.events.flatMap((key) => eventTitle(key) ?? [])
            const lines = personLines(person, questionSet)
            if (questions.events.length > 0 && events.length > 0) {
              lines.push({ term: labels.answerEvents, text: events.join(', ') })
            }
            return (
              <li key={index} className="answer-summary__person">
                <p className="answer-summary__name">
                  {person.name ?? fillText(texts.person, { number: index + 1 })}
                </p>
                {lines.map((line) => (
                  <p key={line.term} className="answer-summary__line">
                    {lineText(line)}
                  </p>
                ))}
              </li>
            )
          })}
        </ol>
      )}
      {family.map((line) => (
        <p key={line.term} className="answer-summary__line">
          {lineText(line)}
        </p>
      ))}
    </div>
  )
}
