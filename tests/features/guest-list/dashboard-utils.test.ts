import { describe, expect, it } from 'vitest'
import { filterRows } from '../../../web/src/features/guest-list/list/filter-rows'
import { fillTemplate, whatsappLink } from '../../../web/src/lib/couple/messages/message-templates'
import { personalLink } from '../../../web/src/lib/guest-list/invitation-link'
import { qrPath } from '../../../web/src/lib/qr/qr-path'
import { tallies } from '../../../web/src/features/guest-list/list/tallies'
import { guestRow } from '../../support/guest-row'

const row = guestRow

const rows = [
  row({
    human_key: '001',
    family_name: 'Familia García',
    family_chief: 'Juan Pérez',
    available_tickets: 4,
  }),
  row({
    human_key: '002',
    will_attend: true,
    confirmed_tickets: 2,
    available_tickets: 3,
    confirmed_at: '2025-09-12T18:30:00Z',
  }),
  row({
    human_key: '003',
    will_attend: false,
    confirmed_at: '2025-09-20T02:15:00Z',
    sends: [{ template: 'invitation', sent_at: '2025-09-10T10:00:00Z', sent_by_email: null }],
  }),
  row({
    human_key: 'K7M',
    last_opened_at: '2025-10-01T10:00:00Z',
    first_opened_at: '2025-10-01T10:00:00Z',
  }),
]

describe('the dashboard’s tallies', () => {
  it('counts invitations, seats, answers, people, opened-but-unanswered and not sent', () => {
    expect(tallies(rows)).toEqual({
      invitations: 4,
      seatsOffered: 11,
      answered: 2,
      attendingFamilies: 1,
      attendingPeople: 2,
      declined: 1,
      pending: 2,
      openedNotAnswered: 1,
      notSent: 3,
    })
  })
})

describe('searching and filtering the list', () => {
  it('finds a family without its accents, a chief, and a number in any case', () => {
    expect(filterRows(rows, 'garcia', 'all').map((r) => r.human_key)).toEqual(['001'])
    expect(filterRows(rows, 'PÉREZ', 'all').map((r) => r.human_key)).toEqual(['001'])
    expect(filterRows(rows, 'k7m', 'all').map((r) => r.human_key)).toEqual(['K7M'])
  })

  it('keeps only the chosen answers', () => {
    expect(filterRows(rows, '', 'pending').map((r) => r.human_key)).toEqual(['001', 'K7M'])
    expect(filterRows(rows, '', 'opened').map((r) => r.human_key)).toEqual(['K7M'])
    expect(filterRows(rows, '', 'attending').map((r) => r.human_key)).toEqual(['002'])
    expect(filterRows(rows, '', 'declined').map((r) => r.human_key)).toEqual(['003'])
  })
})

/** The invitation template for a family, as the card's WhatsApp button fills it. */
const whatsappMessage = (template: string, familyName: string, link: string) =>
  fillTemplate(
    'invitation',
    { whatsappInvitation: template },
    row({ human_key: 'K7M', family_name: familyName }),
    { link, deadline: null },
  )

describe('the personal link and its WhatsApp message', () => {
  it('uses the public address when set, else the dashboard’s own', () => {
    expect(personalLink('K7M', 'https://boda.example.com', 'http://localhost:4173')).toBe(
      'https://boda.example.com/rsvp?invitation=K7M',
    )
    expect(personalLink('001', null, 'http://localhost:4173')).toBe(
      'http://localhost:4173/rsvp?invitation=001',
    )
    expect(personalLink('001', 'javascript:alert(1)', 'http://localhost:4173')).toBe(
      'http://localhost:4173/rsvp?invitation=001',
    )
    expect(personalLink('001', 'boda.example.com', 'http://localhost:4173')).toBe(
      'http://localhost:4173/rsvp?invitation=001',
    )
    expect(personalLink('001', 'ftp://boda.example.com', 'http://localhost:4173')).toBe(
      'http://localhost:4173/rsvp?invitation=001',
    )
  })

  it('fills the couple’s template and opens wa.me with the whole text encoded', () => {
    const link = 'https://boda.example.com/rsvp?invitation=K7M'
    const message = whatsappMessage('Hola {familia}: {enlace}', 'Familia Pérez & Hijos', link)
    expect(message).toBe(`Hola Familia Pérez & Hijos: ${link}`)
    const href = whatsappLink(message)
    expect(href.startsWith('https://wa.me/?text=')).toBe(true)
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(message)
    expect(href).not.toContain('&Hijos')
  })

  it.each(['$&', "$'", '$`', '$$', '{enlace}', '{familia}', '$<x>'])(
    'writes a family named %s exactly as typed, never expanding it',
    (familyName) => {
      const link = 'https://boda.example.com/rsvp?invitation=7KX'
      expect(whatsappMessage('Hola {familia}: {enlace}', familyName, link)).toBe(
        `Hola ${familyName}: ${link}`,
      )
    },
  )

  it('adds the link when the template forgot {enlace}', () => {
    expect(
      whatsappMessage('¡Hola, {familia}!', 'Familia Ruiz', 'https://x.mx/rsvp?invitation=1'),
    ).toBe('¡Hola, Familia Ruiz! https://x.mx/rsvp?invitation=1')
  })
})

describe('the QR code', () => {
  it('draws a square code with a quiet zone, different for different links', () => {
    const one = qrPath('https://boda.example.com/rsvp?invitation=001')
    const two = qrPath('https://boda.example.com/rsvp?invitation=002')
    expect(one.size).toBeGreaterThanOrEqual(21 + 8)
    expect(one.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/)
    expect(one.path).not.toBe(two.path)
  })
})
