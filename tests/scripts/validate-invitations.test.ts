import { describe, expect, it } from 'vitest'
import type { RawRow } from '../../web/src/lib/guest-csv/read-invitation-rows'
import {
  availableTicketsProblem,
  familyNameProblem,
  humanKeyProblem,
  phoneProblem,
  validateInvitations,
} from '../../web/src/lib/guest-csv/validate-invitations'
import { problemInSpanish } from '../../web/src/lib/guest-csv/problem-spanish'
import { worded } from './support/worded-problems'

const row = (line: number, values: Partial<RawRow['values']>): RawRow => ({
  line,
  values: {
    human_key: '001',
    family_name: 'Familia García',
    family_chief: 'Juan García',
    available_tickets: '4',
    ...values,
  },
})

describe('human_key', () => {
  it.each(['001', 'A12', 'abc', ' 7b2 ', '100'])('accepts %j', (key) => {
    expect(humanKeyProblem(key)).toBeNull()
  })

  it('explains lost leading zeros, which Excel drops from numbers', () => {
    expect(humanKeyProblem('1')).toMatch(/"1" looks like 001.*Write 001.*format.*as Text/s)
    expect(humanKeyProblem('42')).toMatch(/looks like 042/)
  })

  it('asks for exactly 3 characters', () => {
    expect(humanKeyProblem('A1')).toMatch(/is not an invitation number: 3 letters/)
  })

  it('accepts an empty key, for which the import draws a random number', () => {
    expect(humanKeyProblem(' ')).toBeNull()
  })

  it.each([
    ['four characters', '0001'],
    ['a hyphen', 'A-1'],
    ['an accented letter', 'Ñ1'],
    ['a space inside', 'A 1'],
    ['Excel scientific notation', '1E+02'],
    ['one letter', 'Z'],
    ['two characters', 'A1'],
  ])('refuses %s', (_, key) => {
    expect(humanKeyProblem(key)).toEqual(expect.any(String))
  })
})

describe('family_name and available_tickets', () => {
  it('needs a family name that is more than spaces', () => {
    expect(familyNameProblem('   ')).toMatch(/Empty/)
    expect(familyNameProblem('Familia Ortega')).toBeNull()
  })

  it.each([['1'], ['50'], [' 12 ']])('accepts %j tickets', (value) => {
    expect(availableTicketsProblem(value)).toBeNull()
  })

  it.each([
    ['', /Empty/],
    ['tres', /"tres" is not a whole number/],
    ['2.5', /not a whole number/],
    ['4,0', /not a whole number/],
    ['-1', /not a whole number/],
    ['0', /0 is not between 1 and 50/],
    ['51', /51 is not between 1 and 50/],
  ])('refuses %j tickets', (value, message) => {
    expect(availableTicketsProblem(value)).toMatch(message)
  })
})

describe('phone', () => {
  it.each(['', '  ', '55 1234 5678', '+1 415 555 0100', '00 52 55 1234 5678'])(
    'accepts %j',
    (phone) => {
      expect(phoneProblem(phone)).toBeNull()
    },
  )

  it.each(['55 1234', 'cinco cinco', '+52 55 1234 5678 9'])(
    'refuses %j, saying how to write one',
    (phone) => {
      expect(phoneProblem(phone)).toMatch(
        /is not a phone number: write 10 digits.*\+ and the country code/,
      )
    },
  )
})

describe('validating rows', () => {
  it('normalizes a valid row: upper-case key, single spaces, empty chief as null', () => {
    const { invitations, problems } = validateInvitations(
      [row(2, { human_key: ' a1b ', family_name: ' Familia   Muñoz ', family_chief: '  ' })],
      [],
    )
    expect(problems).toEqual([])
    expect(invitations).toEqual([
      {
        line: 2,
        humanKey: 'A1B',
        familyName: 'Familia Muñoz',
        familyChief: null,
        availableTickets: 4,
      },
    ])
  })

  it('normalizes the phone, clears it with an empty cell, and leaves it out without the column', () => {
    const { invitations, problems } = validateInvitations(
      [
        row(2, { human_key: '001', phone: '(55) 1234-5678' }),
        row(3, { human_key: '002', phone: ' ' }),
        row(4, { human_key: '003' }),
      ],
      [],
    )
    expect(problems).toEqual([])
    expect(invitations.map((invitation) => invitation.phone)).toEqual([
      '+525512345678',
      null,
      undefined,
    ])
    expect(invitations[2]).not.toHaveProperty('phone')
  })

  it('reports a phone that cannot be one at its line and column, and keeps the row out', () => {
    const { invitations, problems } = validateInvitations(
      [
        row(2, { human_key: '001', phone: '55-1234' }),
        row(3, { human_key: '002', phone: '5512345678' }),
      ],
      [],
    )
    expect(invitations.map((invitation) => invitation.humanKey)).toEqual(['002'])
    expect(worded(problems)).toEqual([
      { line: 2, column: 'phone', message: expect.stringContaining('"55-1234" is not a phone') },
    ])
  })

  it('reports every problem of a row with its line and column, and keeps the row out', () => {
    const { invitations, problems } = validateInvitations(
      [row(5, { human_key: '1', family_name: '', available_tickets: 'x' })],
      [],
    )
    expect(invitations).toEqual([])
    expect(problems.map(({ line, column }) => [line, column])).toEqual([
      [5, 'human_key'],
      [5, 'family_name'],
      [5, 'available_tickets'],
    ])
  })

  it.each([
    ['a Hangul filler', '\u3164'],
    ['a Braille blank', '\u2800'],
    ['a half-width Hangul filler', '\uFFA0'],
    ['zero-width joiners', '\u200D\u034F'],
    ['a choseong filler', '\u115F'],
    ['an Arabic letter mark', '\u061C'],
  ])('refuses names made only of %s, saying so, and keeps the row out', (_, invisible) => {
    const { invitations, problems } = validateInvitations(
      [
        row(3, { family_name: invisible }),
        row(4, { human_key: '002', family_chief: invisible }),
        row(5, { human_key: '003', table_name: ` ${invisible} ` }),
      ],
      [],
    )
    expect(invitations).toEqual([])
    const invisibleOnly = expect.stringContaining('Holds only invisible characters')
    expect(worded(problems)).toEqual([
      { line: 3, column: 'family_name', message: invisibleOnly },
      { line: 4, column: 'family_chief', message: invisibleOnly },
      { line: 5, column: 'table_name', message: invisibleOnly },
    ])
    expect(problemInSpanish(problems[0]!)).toMatch(/^Solo tiene caracteres invisibles/)
  })

  it('takes invisible characters out of a name with letters, a blank standing for a space', () => {
    const { invitations, problems } = validateInvitations(
      [row(2, { family_name: 'Familia\u3164Paz\u061C', family_chief: 'Ana\u200D\u2800Paz' })],
      [],
    )
    expect(problems).toEqual([])
    expect(invitations[0]).toMatchObject({ familyName: 'Familia Paz', familyChief: 'Ana Paz' })
  })

  it('reports a key repeated within the file at each later line, pointing to the first', () => {
    const { invitations, problems } = validateInvitations(
      [
        row(2, { human_key: '010' }),
        row(3, { human_key: '011' }),
        row(4, { human_key: '010' }),
        row(6, { human_key: ' 010' }),
      ],
      [],
    )
    expect(invitations.map((invitation) => invitation.line)).toEqual([2, 3])
    expect(worded(problems)).toEqual([
      {
        line: 4,
        column: 'human_key',
        message: expect.stringContaining('010 is already on line 2'),
      },
      {
        line: 6,
        column: 'human_key',
        message: expect.stringContaining('010 is already on line 2'),
      },
    ])
  })

  it('treats keys differing only in case as the same invitation', () => {
    const { problems } = validateInvitations(
      [row(2, { human_key: 'ab7' }), row(3, { human_key: 'AB7' })],
      [],
    )
    expect(problems).toHaveLength(1)
  })
})

describe('the events column', () => {
  const events = [
    { key: 'event-civil', title: 'Ceremonia Civil' },
    { key: 'event-ceremony', title: 'Ceremonia Religiosa' },
    { key: 'event-reception', title: 'Recepción' },
  ]

  it('reads the titles as the couple wrote them, by commas or semicolons, accents and case aside', () => {
    const { invitations, problems } = validateInvitations(
      [
        row(2, { human_key: '001', events: 'recepcion; CEREMONIA  civil,' }),
        row(3, { human_key: '002', events: 'Recepción, Recepción' }),
        row(4, { human_key: '003', events: ' ' }),
        row(5, { human_key: '004' }),
      ],
      events,
    )
    expect(problems).toEqual([])
    expect(invitations.map((invitation) => invitation.eventKeys)).toEqual([
      ['event-civil', 'event-reception'],
      ['event-reception'],
      null,
      undefined,
    ])
    expect(invitations[3]).not.toHaveProperty('eventKeys')
  })

  it('reports a title that is no event at its line, naming it and the events there are', () => {
    const { invitations, problems } = validateInvitations(
      [
        row(2, { human_key: '001', events: 'Recepción, Tornaboda' }),
        row(3, { human_key: '002', events: 'Recepción' }),
      ],
      events,
    )
    expect(invitations.map((invitation) => invitation.humanKey)).toEqual(['002'])
    expect(worded(problems)).toEqual([
      {
        line: 2,
        column: 'events',
        message:
          '"Tornaboda" is not one of the events of «Preguntas de la confirmación» ' +
          '("Ceremonia Civil", "Ceremonia Religiosa", "Recepción"). Write the titles as in the ' +
          'Studio, separated by commas or semicolons, or leave the cell empty to invite the ' +
          'family to all.',
      },
    ])
  })

  it('says so when the couple asks about no events at all', () => {
    const { problems } = validateInvitations([row(2, { events: 'Recepción' })], [])
    expect(worded(problems)[0]?.message).toMatch(
      /^"Recepción" is not an event: .* asks about no events/,
    )
  })
})
