import type { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { earlyPressAttribute } from '../../../lib/early-press/held-press'
import { earlyFormAttribute } from '../api/early-form'

type Labels = Record<keyof typeof rsvpTextDefaults, string>

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function detail(term: string, value: string, extra = '') {
  return `<div class="invitation-card__detail${extra}"><dt>${escape(term)}</dt><dd>${value}</dd></div>`
}

const field = (name: string) => `<span data-early-field="${name}"></span>`

/**
 * The card's details and the answer's form as the app draws them for an unanswered invitation,
 * in the prerendered page only (the app's bundle leaves this module out): the page's early
 * look-up fills them in and shows them (tooling/early-lookup.ts), so the guest can choose and
 * press before the app has run; the app's form then takes over what was chosen
 * (api/early-form.ts) and replays the press.
 */
export function earlyAnswerHtml(labels: Labels): string {
  const choice = (value: string, label: string, checked = '') =>
    `<label class="attendance-choice__option"><input type="radio" name="will-attend" value="${value}"${checked}>${escape(label)}</label>`
  return (
    `<div data-early-answer hidden><dl class="invitation-card__details">` +
    detail(labels.invitation, field('human_key')) +
    `<div class="invitation-card__detail" data-early-chief><dt>${escape(labels.familyChief)}</dt><dd>${field('family_chief')}</dd></div>` +
    detail(labels.availableTickets, field('available_tickets')) +
    detail(labels.answer, escape(labels.pending), ' invitation-card__detail--wide') +
    `</dl><div class="invitation-card__body"><form class="response-form" novalidate ${earlyPressAttribute} ${earlyFormAttribute}` +
    ` aria-label="${escape(labels.responseForm)}" data-one="${escape(labels.onePerson)}" data-many="${escape(labels.manyPeople)}">` +
    `<fieldset class="attendance-choice"><legend class="attendance-choice__legend">${escape(labels.willYouAttend)}</legend>` +
    choice('yes', labels.attend, ' checked') +
    choice('no', labels.decline) +
    `</fieldset><div class="field"><label for="early-tickets" class="field__label">${escape(labels.tickets)}</label>` +
    `<select id="early-tickets" name="tickets" class="field__input" required>` +
    `<option value="" disabled selected>${escape(labels.chooseTickets)}</option></select></div>` +
    `<p class="rsvp-note">${escape(labels.responseDate)}: ${field('today')}</p>` +
    `<div class="response-form__actions"><button type="submit" class="button button--contained button--large">${escape(labels.send)}</button></div>` +
    `</form></div></div>`
  )
}
