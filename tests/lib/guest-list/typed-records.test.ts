import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  readCoupleInvitation,
  readCoupleInvitations,
} from '../../../web/src/lib/guest-list/couple-record'
import type { Database } from '../../../web/src/lib/guest-list/database-types'
import { readDoorTally } from '../../../web/src/lib/guest-list/door-records'
import { filled } from '../../../web/src/lib/guest-list/records'
import { readSeating, readTable } from '../../../web/src/lib/guest-list/seating'

type Composites = Database['public']['CompositeTypes']

const invitation: Composites['couple_invitation'] = {
  human_key: '002',
  family_name: 'Familia López',
  family_chief: null,
  available_tickets: 3,
  confirmed_tickets: 2,
  will_attend: true,
  confirmed_at: '2026-11-01T10:00:00+00:00',
  first_opened_at: null,
  last_opened_at: null,
  people: [{ name: 'Ana', child: false, meal: null, meal_details: null, events: ['misa'] }],
  message: null,
  song: null,
  phone: null,
  modification_deadline: null,
  event_keys: null,
  table_name: 'Mesa 1',
  person_tables: [{ position: 2, table_name: 'Mesa 2' }],
  sends: [{ template: 'reminder', sent_at: '2026-11-02T10:00:00+00:00', sent_by_email: null }],
  guest_answered_at: null,
  news: 'new',
}

const nullsOf = <T extends object>(record: T) =>
  Object.fromEntries(Object.keys(record).map((key) => [key, null])) as {
    [K in keyof T]: null
  }

describe('the records the typed functions answer, read before the dashboard trusts them', () => {
  it('keeps an invitation as the database answered it', () => {
    expect(readCoupleInvitation(invitation)).toEqual(invitation)
    expect(readCoupleInvitations([invitation, invitation])).toHaveLength(2)
  })

  it('refuses the object of nulls PostgREST answers for a composite returned as null', () => {
    expect(() => readCoupleInvitation(nullsOf(invitation))).toThrow(/human_key/)
    expect(() =>
      readTable(nullsOf({ name: '', seats: 0, shape: '', is_head: false, plan_x: 0, plan_y: 0 })),
    ).toThrow(/name/)
    expect(() => readCoupleInvitations(null)).toThrow(/not a list/)
  })

  it('refuses what the database never answers: a person without events, an unknown template, news or shape', () => {
    const person = { ...invitation.people![0]!, events: null }
    expect(() => readCoupleInvitation({ ...invitation, people: [person] })).toThrow(/events/)
    const send = { ...invitation.sends![0]!, template: 'spam' }
    expect(() => readCoupleInvitation({ ...invitation, sends: [send] })).toThrow(/template/)
    expect(() => readCoupleInvitation({ ...invitation, news: 'seen' })).toThrow(/news/)
    const table = {
      name: 'Mesa 1',
      seats: 8,
      shape: 'square',
      is_head: false,
      plan_x: null,
      plan_y: null,
    }
    expect(() => readTable(table)).toThrow(/shape/)
    expect(readTable({ ...table, shape: 'long' }).shape).toBe('long')
  })

  it('reads the seating plan and the door tally with their nested records', () => {
    const table = {
      name: 'Mesa 1',
      seats: 8,
      shape: 'round',
      is_head: true,
      plan_x: 10,
      plan_y: null,
    }
    expect(readSeating({ show_tables: false, tables: [table] })).toEqual({
      show_tables: false,
      tables: [table],
    })
    expect(() => readSeating({ show_tables: null, tables: [] })).toThrow(/show_tables/)
    const tally = {
      arrived: 1,
      expected: 2,
      conflicts: 0,
      by_table: [{ table_name: '', arrived: 1, expected: 2 }],
    }
    expect(readDoorTally(tally)).toEqual(tally)
    expect(() =>
      readDoorTally({ ...tally, by_table: [{ table_name: null, arrived: 1, expected: 2 }] }),
    ).toThrow(/table_name/)
  })

  it('names the record and the field that is missing', () => {
    expect(() => filled({ a: 1, b: null }, ['a', 'b'], 'The probe')).toThrow('The probe has no b')
    expect(() => filled<{ a: number }, 'a'>(null, ['a'], 'The probe')).toThrow(
      'The probe is not a record',
    )
  })
})

describe('the generated database types', () => {
  const types = readFileSync('web/src/lib/guest-list/database-types.ts', 'utf8')
  const returnsOf = (fn: string) => {
    const start = types.indexOf(`\n      ${fn}: {\n`)
    const entry = types.slice(start, types.indexOf('\n      }', start))
    return start < 0 ? undefined : /\n {8}Returns: ([^\n]*)/.exec(entry)?.[1]
  }

  it('describe what the guest list, the door and the seating functions answer, never Json', () => {
    expect(returnsOf('couple_invitations')).toBe(
      "Database['public']['CompositeTypes']['couple_invitation'][]",
    )
    expect(returnsOf('door_day')).toBe("Database['public']['CompositeTypes']['door_day']")
    expect(returnsOf('couple_seating')).toBe("Database['public']['CompositeTypes']['seating_plan']")
    for (const fn of ['couple_place_family', 'couple_seat_invitation', 'couple_seat_person']) {
      expect(returnsOf(fn)).toBe("Database['public']['CompositeTypes']['couple_invitation']")
    }
    expect(returnsOf('couple_seat_families')).toBe(
      "Database['public']['CompositeTypes']['couple_invitation'][]",
    )
    for (const fn of ['couple_create_table', 'couple_update_table', 'couple_place_table']) {
      expect(returnsOf(fn)).toBe("Database['public']['CompositeTypes']['seating_table']")
    }
  })
})
