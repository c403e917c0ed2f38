import { describe, expect, it } from 'vitest'
import { paseTextDefaults } from '../../../web/src/content/site-texts/pase'
import type { Invitation } from '../../../web/src/features/rsvp/api/invitation'
import {
  attendedEvents,
  paseContent,
  type PaseWedding,
  type PaseWords,
} from '../../../web/src/features/rsvp/pase/pase-content'

const words: PaseWords = {
  ...paseTextDefaults,
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
  pase_token: 'tok3n-0f-the-famIly-pase',
  people: [],
  message: null,
  song: null,
  ...fields,
})

const link = 'https://boda.example/rsvp?pase=tok3n-0f-the-famIly-pase'

const wedding: PaseWedding = {
  partnerOne: 'Mariana',
  partnerTwo: 'Alejandro',
  weddingDate: '2025-11-01T22:00:00Z',
  timeZone: 'America/Mexico_City',
}

const ceremony = {
  _id: 'event-ceremony',
  title: 'Ceremonia Religiosa',
  startsAt: '2025-11-01T22:00:00Z',
  venue: 'Parroquia de San Francisco de Asís',
  address: 'Plaza principal s/n, Apaxco de Ocampo',
}
const reception = {
  _id: 'event-reception',
  title: 'Recepción',
  startsAt: '2025-11-01T23:30:00Z',
  venue: 'Jardín de Eventos Los Olivos',
  address: null,
}

describe('what a pase says', () => {
  it('names the couple and the wedding’s day in the venue’s time zone', () => {
    const pase = paseContent(invitation(), words, [], wedding, link)
    expect(pase.couple).toBe('Boda de Mariana y Alejandro')
    expect(pase.date).toBe('Sábado, 1 de noviembre de 2025')
    // 22:00 UTC is still the 1st in Mexico City, and 03:00 UTC of the 2nd is the 1st too
    expect(
      paseContent(
        invitation(),
        words,
        [],
        { ...wedding, weddingDate: '2025-11-02T03:00:00Z' },
        link,
      ).date,
    ).toBe('Sábado, 1 de noviembre de 2025')
  })

  it('says no couple or date the content does not give', () => {
    const bare = { partnerOne: 'Mariana', partnerTwo: ' ', weddingDate: null, timeZone: null }
    const pase = paseContent(invitation(), words, [], bare, link)
    expect([pase.couple, pase.date]).toEqual([null, null])
  })

  it('gives each event its time and place, the day only when it is not the wedding’s', () => {
    const brunch = {
      ...reception,
      _id: 'event-brunch',
      title: 'Tornaboda',
      startsAt: '2025-11-02T17:00:00Z',
      venue: 'Casa de los novios',
    }
    const pase = paseContent(invitation(), words, [ceremony, reception, brunch], wedding, link)
    expect(pase.lines.slice(-3)).toEqual([
      {
        term: 'Ceremonia Religiosa',
        values: [
          '4:00 p.m.',
          'Parroquia de San Francisco de Asís',
          'Plaza principal s/n, Apaxco de Ocampo',
        ],
      },
      { term: 'Recepción', values: ['5:30 p.m.', 'Jardín de Eventos Los Olivos'] },
      {
        term: 'Tornaboda',
        values: ['Domingo, 2 de noviembre de 2025, 11:00 a.m.', 'Casa de los novios'],
      },
    ])
  })

  it('lists events with only a title under «Eventos»', () => {
    const titled = [
      { _id: 'event-x', title: 'Ceremonia' },
      { _id: 'event-y', title: 'Fiesta' },
    ]
    const pase = paseContent(invitation(), words, titled, wedding, link)
    expect(pase.lines.at(-1)).toEqual({ term: 'Eventos', values: ['Ceremonia', 'Fiesta'] })
  })

  it('names every confirmed seat, a seat without a name as the form does', () => {
    const pase = paseContent(
      invitation({ people: [person('Rosa Martínez')] }),
      words,
      [],
      wedding,
      link,
    )
    expect(pase.pases).toBe('2 pases')
    expect(pase.lines).toEqual([{ term: 'Invitados', values: ['Rosa Martínez', 'Persona 2'] }])
    // the pase is shown at the door: it never carries the number, the family's key
    expect(JSON.stringify(pase)).not.toContain('002')
  })

  it('shows no number on the read-only pase its QR opens', () => {
    const opened = { ...invitation({ people: [person('Rosa Martínez')] }), human_key: null }
    const pase = paseContent(
      opened,
      { ...words, fileName: 'pase-{number}{family}' },
      [],
      wedding,
      link,
    )
    expect(pase.lines.map((line) => line.term)).toEqual(['Invitados'])
    expect(JSON.stringify(pase)).not.toContain('002')
    expect(pase.fileName).toBe('pase-Familia López Martínez.png')
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
    const pase = paseContent(seated, words, [], wedding, link)
    expect(pase.pases).toBe('1 pase')
    expect(pase.lines).toContainEqual({ term: 'Mesa', values: ['Mesa 1', 'Ana: Mesa de niños'] })
  })

  it('describes its QR code and names its image after the family, safely', () => {
    const pase = paseContent(
      invitation({ family_name: 'Familia A/B' }),
      { ...words, fileName: 'pase: {family}' },
      [],
      wedding,
      link,
    )
    expect(pase.qrLabel).toBe('Código QR del pase de Familia A/B, para mostrar en la entrada')
    expect(pase.fileName).toBe('pase- Familia A-B.png')
    expect(pase.link).toBe(link)
  })
})

describe('the events a pase lists', () => {
  const untitled = { _id: 'event-untitled', title: null }
  const all = [ceremony, reception, untitled]
  const asked = [
    { key: 'event-ceremony', title: 'Ceremonia' },
    { key: 'event-reception', title: 'Fiesta' },
  ]
  const titles = (events: { title: string | null }[]) => events.map((event) => event.title)

  it('are every event of the wedding when the couple does not ask', () => {
    expect(attendedEvents(invitation(), [], all)).toEqual([ceremony, reception])
  })

  it('are the events the family is invited to', () => {
    const invited = invitation({ event_keys: ['event-reception'] })
    expect(attendedEvents(invited, [], all)).toEqual([reception])
  })

  it('are those its people chose when the couple asks, under the question’s titles, with the content’s time and place', () => {
    const chose = invitation({ people: [person('Ana', ['event-reception']), person(null)] })
    expect(attendedEvents(chose, asked, all)).toEqual([{ ...reception, title: 'Fiesta' }])
    expect(titles(attendedEvents(invitation(), asked, all))).toEqual(['Ceremonia', 'Fiesta'])
  })
})
