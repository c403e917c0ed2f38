import { describe, expect, it } from 'vitest'
import { paseTextDefaults } from '../../../web/src/content/site-texts/pase'
import type { Invitation } from '../../../web/src/features/rsvp/api/invitation'
import {
  attendedEvents,
  paseContent,
  type PaseWords,
} from '../../../web/src/features/rsvp/pase/pase-content'

const words: PaseWords = {
  ...paseTextDefaults,
  invitation: 'Invitación',
  table: 'Mesa',
  person: 'Persona {number}',
}

const person = (name: string | null, events: string[] = []) => ({
  name,
  child: false,
  meal: null,
  meal_details: null,
  events,
})

const invitation = (fields: Partial<Invitation> = {}): Invitation => ({
  human_key: '002',
  family_name: 'Familia López Martínez',
  family_chief: 'Rosa Martínez',
  available_tickets: 3,
  confirmed_tickets: 2,
  will_attend: true,
  confirmed_at: '2025-09-12T18:30:00Z',
  event_keys: null,
  table_name: null,
  person_tables: [],
  modification_deadline: '2025-10-05',
  people: [],
  message: null,
  song: null,
  ...fields,
})

const link = 'https://boda.example/rsvp?invitation=002'

describe('what a pase says', () => {
  it('names every confirmed seat, a seat without a name as the form does', () => {
    const pase = paseContent(invitation({ people: [person('Rosa Martínez')] }), words, [], link)
    expect(pase.pases).toBe('2 pases')
    expect(pase.lines).toEqual([
      { term: 'Invitación', values: ['002'] },
      { term: 'Invitados', values: ['Rosa Martínez', 'Persona 2'] },
    ])
  })

  it('gives the table, then each person seated apart, and leaves out a seat no longer confirmed', () => {
    const seated = invitation({
      confirmed_tickets: 1,
      people: [person('Ana')],
      table_name: 'Mesa 1',
      person_tables: [
        { position: 1, table_name: 'Mesa de niños' },
        { position: 2, table_name: 'Mesa 3' },
      ],
    })
    const pase = paseContent(seated, words, ['Recepción'], link)
    expect(pase.pases).toBe('1 pase')
    expect(pase.lines).toContainEqual({ term: 'Mesa', values: ['Mesa 1', 'Ana: Mesa de niños'] })
    expect(pase.lines.at(-1)).toEqual({ term: 'Eventos', values: ['Recepción'] })
  })

  it('describes its QR code and names its image after the invitation, safely', () => {
    const pase = paseContent(
      invitation({ human_key: 'A/B' }),
      { ...words, fileName: 'pase: {number}' },
      [],
      link,
    )
    expect(pase.qrLabel).toBe('Código QR de la invitación A/B, para mostrar en la entrada')
    expect(pase.fileName).toBe('pase- A-B.png')
    expect(pase.link).toBe(link)
  })
})

describe('the events a pase lists', () => {
  const wedding = [
    { _id: 'event-ceremony', title: 'Ceremonia Religiosa' },
    { _id: 'event-reception', title: 'Recepción' },
    { _id: 'event-untitled', title: null },
  ]
  const asked = [
    { key: 'event-ceremony', title: 'Ceremonia' },
    { key: 'event-reception', title: 'Fiesta' },
  ]

  it('are every event of the wedding when the couple does not ask', () => {
    expect(attendedEvents(invitation(), [], wedding)).toEqual(['Ceremonia Religiosa', 'Recepción'])
  })

  it('are the events the family is invited to', () => {
    const invited = invitation({ event_keys: ['event-reception'] })
    expect(attendedEvents(invited, [], wedding)).toEqual(['Recepción'])
  })

  it('are those its people chose when the couple asks', () => {
    const chose = invitation({ people: [person('Ana', ['event-reception']), person(null)] })
    expect(attendedEvents(chose, asked, wedding)).toEqual(['Fiesta'])
    expect(attendedEvents(invitation(), asked, wedding)).toEqual(['Ceremonia', 'Fiesta'])
  })
})
