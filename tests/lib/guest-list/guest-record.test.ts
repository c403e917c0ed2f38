import { describe, expect, it } from 'vitest'
import { parseHistory } from '../../../web/src/lib/couple/api/guest-row'
import { parseInvitation } from '../../../web/src/features/rsvp/api/invitation'
import { parseCoupleInvitationRow } from '../../../web/src/lib/guest-list/couple-record'

const row = {
  human_key: '001',
  family_name: 'Familia García Hernández',
  family_chief: 'Juan García',
  available_tickets: 4,
  confirmed_tickets: 0,
  will_attend: null,
  confirmed_at: null,
  event_keys: null,
  table_name: 'Mesa 1',
  person_tables: [{ position: 2, table_name: 'Niños' }],
  first_opened_at: null,
  last_opened_at: '2025-09-01T10:00:00+00:00',
  people: [],
  message: null,
  song: null,
  phone: '+525512345678',
  modification_deadline: null,
  sends: [],
  guest_answered_at: '2025-09-01T10:05:00.123456+00:00',
  news: 'new',
}

const person = { name: 'Ana López', child: false, meal: 'vegano', meal_details: null, events: [] }

describe('the guest record, checked once for every reader', () => {
  it('lets a complete invitation through and names the first field that is wrong', () => {
    expect(parseCoupleInvitationRow(row)).toEqual(row)
    const { table_name: _table, person_tables: _apart, ...beforeTheTables } = row
    expect(parseCoupleInvitationRow(beforeTheTables)).toEqual({
      ...row,
      table_name: null,
      person_tables: [],
    })
    expect(() => parseCoupleInvitationRow({ ...row, available_tickets: '4' })).toThrow(
      /available_tickets/,
    )
    expect(() => parseCoupleInvitationRow({ ...row, last_opened_at: undefined })).toThrow(
      /last_opened_at/,
    )
    expect(() => parseCoupleInvitationRow({ ...row, news: 'seen' })).toThrow(/news/)
    expect(() => parseCoupleInvitationRow([row])).toThrow(/not an object/)
  })

  it('checks every person of the answer and the family texts, and leaves out what it cannot read', () => {
    const withPeople = { ...row, people: [person], message: '¡Felicidades!' }
    expect(parseCoupleInvitationRow(withPeople)).toEqual(withPeople)
    for (const wrong of [
      { ...person, name: 7 },
      { ...person, child: 'no' },
      { ...person, events: 'misa' },
      { ...person, meal_details: undefined },
      null,
    ]) {
      expect(parseCoupleInvitationRow({ ...row, people: [person, wrong] })).toEqual({
        ...row,
        people: [person],
        unreadable: ['people'],
      })
    }
    // an event that is not text (the null a guest once could store) goes, its person stays
    expect(
      parseCoupleInvitationRow({ ...row, people: [{ ...person, events: ['misa', null, 1] }] }),
    ).toEqual({ ...row, people: [{ ...person, events: ['misa'] }], unreadable: ['people'] })
    expect(parseCoupleInvitationRow({ ...row, people: undefined, song: 3 })).toEqual({
      ...row,
      people: [],
      song: null,
      unreadable: ['people', 'song'],
    })
  })

  it('lets a family find its invitation whatever its answer holds', () => {
    const invitation = { ...row, modification_deadline: '2025-10-05' }
    expect(
      parseInvitation({ ...invitation, people: [{ ...person, events: [null] }], message: 5 }),
    ).toMatchObject({ family_name: 'Familia García Hernández', people: [person], message: null })
  })

  it('checks the phone and every send, newest first as the database lists them', () => {
    const send = {
      template: 'reminder',
      sent_at: '2025-09-20T17:00:00+00:00',
      sent_by_email: 'novios@example.com',
    }
    const withSends = { ...row, phone: null, sends: [send, { ...send, template: 'invitation' }] }
    expect(parseCoupleInvitationRow(withSends)).toEqual(withSends)
    expect(() => parseCoupleInvitationRow({ ...row, phone: 5512345678 })).toThrow(/phone/)
    expect(() => parseCoupleInvitationRow({ ...row, phone: undefined })).toThrow(/phone/)
    for (const wrong of [
      { ...send, template: 'cumpleaños' },
      { ...send, sent_at: null },
      { ...send, sent_by_email: undefined },
      'reminder',
    ]) {
      expect(() => parseCoupleInvitationRow({ ...row, sends: [send, wrong] })).toThrow(/sends/)
    }
    expect(() => parseCoupleInvitationRow({ ...row, sends: undefined })).toThrow(/sends/)
  })

  it('asks the guest pages for the deadline as well, with the same checks', () => {
    const {
      first_opened_at: _,
      last_opened_at: __,
      phone: ___,
      sends: ____,
      modification_deadline: _____,
      guest_answered_at: ______,
      news: _______,
      ...guest
    } = row
    expect(parseInvitation({ ...guest, modification_deadline: '2025-10-05' })).toMatchObject(guest)
    expect(() => parseInvitation(guest)).toThrow(/modification_deadline/)
    expect(() =>
      parseInvitation({ ...guest, will_attend: 'sí', modification_deadline: '2025-10-05' }),
    ).toThrow(/will_attend/)
  })

  it('refuses a history entry whose author the dashboard does not know', () => {
    const entry = {
      will_attend: true,
      confirmed_tickets: 2,
      answered_at: '2025-09-12T18:30:00+00:00',
      changed_by: 'couple_restore',
      changed_by_email: null,
    }
    expect(parseHistory([entry])).toEqual([entry])
    expect(() => parseHistory([{ ...entry, changed_by: 'intruso' }])).toThrow(/intruso/)
  })
})
