import { describe, expect, it } from 'vitest'
import type { Invitation } from '../../../web/src/features/rsvp/api/invitation'
import { RsvpError } from '../../../web/src/features/rsvp/api/rsvp-error'
import {
  saveErrorMessage,
  searchErrorMessage,
} from '../../../web/src/features/rsvp/utils/error-messages'
import {
  checkBeforeSending,
  ticketsToSend,
  validateResponse,
} from '../../../web/src/features/rsvp/utils/validate-response'
import { rsvpTextDefaults } from '../../../web/src/content/site-texts/rsvp'
import { rsvpMessageDefaults } from '../../../web/src/content/site-texts/rsvp-messages'
import { rsvpMessages } from '../../../web/src/features/rsvp/utils/messages'

const messages = rsvpMessages(rsvpMessageDefaults, rsvpTextDefaults)

const unanswered: Invitation = {
  human_key: '001',
  family_name: 'Familia García Hernández',
  family_chief: 'Juan García',
  available_tickets: 4,
  confirmed_tickets: 0,
  will_attend: null,
  confirmed_at: null,
  event_keys: null,
  table_name: null,
  person_tables: [],
  modification_deadline: '2025-10-05',
  pase_token: null,
  people: [],
  message: null,
  song: null,
}
const answered: Invitation = {
  ...unanswered,
  will_attend: true,
  confirmed_tickets: 2,
  confirmed_at: '2025-09-12T18:30:00+00:00',
}
const attendingTwo = { willAttend: true, confirmedTickets: 2 }

describe('validateResponse', () => {
  it('asks to search first when there is no invitation', () => {
    expect(validateResponse(null, attendingTwo, messages)).toEqual({
      field: 'form',
      message: 'Primero busca tu invitación',
    })
  })

  it('asks for at least one ticket when attending', () => {
    for (const confirmedTickets of [null, 0]) {
      expect(
        validateResponse(unanswered, { willAttend: true, confirmedTickets }, messages),
      ).toEqual({
        field: 'tickets',
        message: 'Por favor confirma al menos 1 boleto si vas a asistir',
      })
    }
  })

  it('refuses more tickets than the invitation has', () => {
    expect(
      validateResponse(unanswered, { willAttend: true, confirmedTickets: 5 }, messages),
    ).toEqual({
      field: 'tickets',
      message: 'No puedes confirmar más de 4 boletos',
    })
  })

  it('accepts 1 to the available tickets, and any decline', () => {
    expect(
      validateResponse(unanswered, { willAttend: true, confirmedTickets: 1 }, messages),
    ).toBeNull()
    expect(
      validateResponse(unanswered, { willAttend: true, confirmedTickets: 4 }, messages),
    ).toBeNull()
    expect(
      validateResponse(unanswered, { willAttend: false, confirmedTickets: 0 }, messages),
    ).toBeNull()
  })

  it('sends 0 tickets for a decline', () => {
    expect(ticketsToSend({ willAttend: false, confirmedTickets: 3 })).toBe(0)
    expect(ticketsToSend(attendingTwo)).toBe(2)
  })
})

describe('checkBeforeSending', () => {
  const after = new Date('2025-10-05T00:00:00Z')

  it('stops a change to an answered invitation once the deadline has passed', () => {
    expect(checkBeforeSending(answered, attendingTwo, after, messages)).toEqual({
      field: 'form',
      message:
        'Lo sentimos, el período de modificaciones ha terminado (después del 5 de octubre de 2025)',
    })
  })

  it('lets a first answer through after the deadline', () => {
    expect(checkBeforeSending(unanswered, attendingTwo, after, messages)).toBeNull()
  })
})

describe('the messages for a failed search', () => {
  it('has one of its own for too many attempts and one for everything else', () => {
    expect(searchErrorMessage(new RsvpError('rsvp_too_many_attempts'), messages)).toBe(
      'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
    )
    expect(searchErrorMessage(new RsvpError('network'), messages)).toBe('Error al buscar invitado')
    expect(searchErrorMessage(new RsvpError('unexpected_response'), messages)).toBe(
      'Error al buscar invitado',
    )
    expect(searchErrorMessage(new Error('boom'), messages)).toBe('Error al buscar invitado')
  })
})

describe('the messages for a failed save', () => {
  const cases: Array<[unknown, string]> = [
    [new RsvpError('rsvp_invalid_tickets'), 'No puedes confirmar más de 4 boletos'],
    [
      new RsvpError('rsvp_deadline_passed'),
      'Lo sentimos, el período de modificaciones ha terminado (después del 5 de octubre de 2025)',
    ],
    [new RsvpError('rsvp_not_found'), 'Invitado no encontrado. Verifica tu número de invitación.'],
    [
      new RsvpError('rsvp_too_many_attempts'),
      'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
    ],
    [new RsvpError('unexpected_response'), 'Error al actualizar la respuesta'],
    [new RsvpError('network'), 'Error al enviar respuesta'],
    [new TypeError('Failed to fetch dynamically imported module'), 'Error al enviar respuesta'],
  ]

  it.each(cases)('maps %s to its message', (error, message) => {
    expect(saveErrorMessage(error, unanswered, attendingTwo, messages).message).toBe(message)
  })

  it('names the limit the database reports when the page’s copy is stale', () => {
    const error = new RsvpError(
      'rsvp_invalid_tickets',
      'rsvp_invalid_tickets',
      'between 1 and 2 tickets',
    )

    expect(
      saveErrorMessage(error, unanswered, { willAttend: true, confirmedTickets: 3 }, messages),
    ).toEqual({
      field: 'tickets',
      message: 'No puedes confirmar más de 2 boletos',
    })
  })
})
