import { pressHeldWithin, takeHeldPressWithin } from '../../../lib/early-press/held-press.ts'

/** Marks the answer's form the prerendered page carries for a personal link (early-answer-html). */
export const earlyFormAttribute = 'data-early-form'

/** What the guest chose in the page's own form before the app ran, and whether they pressed it. */
export type EarlyChoice = {
  willAttend: boolean
  confirmedTickets: number | null
  /** the guest pressed «Enviar Respuesta»: the app sends what was chosen once it is live */
  pressed: boolean
  form: HTMLFormElement
}

/**
 * Takes over the page's form, if the early look-up showed it: read while the app draws its own
 * form, just before React puts it in the early one's place.
 */
export function readEarlyChoice(): EarlyChoice | null {
  if (typeof document === 'undefined') return null
  const form = document.querySelector<HTMLFormElement>(`form[${earlyFormAttribute}]`)
  if (!form || form.closest('[hidden]')) return null
  const attendance = form.elements.namedItem('will-attend') as RadioNodeList | null
  const tickets = form.elements.namedItem('tickets') as HTMLSelectElement | null
  const willAttend = attendance?.value !== 'no'
  const chosen = Number(tickets?.value) || null
  return {
    willAttend,
    confirmedTickets: willAttend ? chosen : 0,
    pressed: pressHeldWithin(form),
    form,
  }
}

/** Whether the early form's press is still to send; it is taken once, by the app's form. */
export function takeEarlyPress(choice: EarlyChoice | null): boolean {
  return Boolean(choice?.pressed && takeHeldPressWithin(choice.form))
}
