import { describe, expect, it } from 'vitest'
import { planImport } from '../../web/src/lib/guest-csv/plan-import'
import type { ValidInvitation } from '../../web/src/lib/guest-csv/validate-invitations'
import type { GuestRecord } from '../../scripts/guests/stores/guest-store'
import { worded } from './support/worded-problems'

const stored: GuestRecord[] = [
  {
    humanKey: '002',
    familyName: 'Familia López Martínez',
    familyChief: 'Rosa Martínez',
    availableTickets: 3,
    phone: '+525512345678',
    eventKeys: null,
    confirmedTickets: 2,
    willAttend: true,
    confirmedAt: '2025-09-12T18:30:00.000Z',
  },
]

const wanted = (humanKey: string, changes: Partial<ValidInvitation> = {}): ValidInvitation => ({
  line: 2,
  humanKey,
  familyName: 'Familia López Martínez',
  familyChief: 'Rosa Martínez',
  availableTickets: 3,
  ...changes,
})

describe('planning an import', () => {
  it('inserts keys the database does not have', () => {
    const plan = planImport([wanted('017')], stored, { updateExisting: false })
    expect(plan.insert.map((row) => row.humanKey)).toEqual(['017'])
    expect(plan.problems).toEqual([])
  })

  it('refuses an existing key without --update-existing, naming the stored family', () => {
    const plan = planImport([wanted('002', { line: 9, availableTickets: 4 })], stored, {
      updateExisting: false,
    })
    expect(worded(plan.problems)).toEqual([
      {
        line: 9,
        column: 'human_key',
        message: expect.stringMatching(
          /002 already exists \(Familia López Martínez\).*--update-existing/,
        ),
      },
    ])
    expect(plan.insert).toEqual([])
  })

  it('lists what changes for an existing key with --update-existing', () => {
    const plan = planImport([wanted('002', { familyChief: null, availableTickets: 4 })], stored, {
      updateExisting: true,
    })
    expect(plan.update[0]?.changes).toEqual([
      { column: 'family_chief', from: 'Rosa Martínez', to: null },
      { column: 'available_tickets', from: '3', to: '4' },
    ])
  })

  it('changes the phone only when the file has the column: an empty cell clears it', () => {
    const plan = (phone: string | null | undefined) =>
      planImport([wanted('002', phone === undefined ? {} : { phone })], stored, {
        updateExisting: true,
      })
    expect(plan(undefined).unchanged).toHaveLength(1)
    expect(plan('+525512345678').unchanged).toHaveLength(1)
    expect(plan(null).update[0]?.changes).toEqual([
      { column: 'phone', from: '+525512345678', to: null },
    ])
    expect(plan('+14155550100').update[0]?.changes).toEqual([
      { column: 'phone', from: '+525512345678', to: '+14155550100' },
    ])
  })

  it('changes the events only when the file has the column, naming them by their titles', () => {
    const events = [
      { key: 'event-civil', title: 'Ceremonia Civil' },
      { key: 'event-reception', title: 'Recepción' },
    ]
    const plan = (eventKeys: string[] | null | undefined) =>
      planImport([wanted('002', eventKeys === undefined ? {} : { eventKeys })], stored, {
        updateExisting: true,
        events,
      })
    expect(plan(undefined).unchanged).toHaveLength(1)
    expect(plan(null).unchanged).toHaveLength(1)
    expect(plan(['event-civil', 'event-reception']).update[0]?.changes).toEqual([
      { column: 'events', from: null, to: 'Ceremonia Civil, Recepción' },
    ])
  })

  it('leaves an identical invitation alone, with or without --update-existing', () => {
    for (const updateExisting of [true, false]) {
      const plan = planImport([wanted('002')], stored, { updateExisting })
      expect(plan.unchanged).toHaveLength(1)
      expect(plan.update).toEqual([])
      expect(plan.problems).toEqual([])
    }
  })

  it('refuses tickets below what the family already confirmed, but allows exactly that', () => {
    const below = planImport([wanted('002', { availableTickets: 1 })], stored, {
      updateExisting: true,
    })
    expect(worded(below.problems)).toEqual([
      {
        line: 2,
        column: 'available_tickets',
        message: expect.stringContaining('cannot go below 2'),
      },
    ])
    const equal = planImport([wanted('002', { availableTickets: 2 })], stored, {
      updateExisting: true,
    })
    expect(equal.problems).toEqual([])
    expect(equal.update).toHaveLength(1)
  })
})

describe('rows that left human_key empty', () => {
  it('get a drawn number that is neither stored nor elsewhere in the file', () => {
    // the generator first offers 222 (in the file), then 224 (stored), then 223
    const offers = [0, 0, 0, 0, 0, 2, 0, 0, 1]
    const random = () => offers.shift() ?? 0
    const plan = planImport(
      [wanted('', { line: 2, familyName: 'Familia Nueva' }), wanted('222', { line: 3 })],
      [{ ...stored[0]!, humanKey: '224' }],
      { updateExisting: false, random },
    )
    expect(plan.problems).toEqual([])
    expect(plan.drawn.map((row) => row.humanKey)).toEqual(['223'])
    expect(plan.insert.map((row) => row.humanKey)).toEqual(['223', '222'])
  })
})

describe('rows without a number that name a family already in the list', () => {
  const ibanez: GuestRecord = {
    humanKey: 'K7W',
    familyName: 'Familia Ibáñez Ríos',
    familyChief: 'Elena Ríos',
    availableTickets: 4,
    phone: null,
    eventKeys: null,
    confirmedTickets: 0,
    willAttend: null,
    confirmedAt: null,
  }
  const row = (changes: Partial<ValidInvitation> = {}) =>
    wanted('', {
      familyName: 'Familia Ibáñez Ríos',
      familyChief: 'Elena Ríos',
      availableTickets: 4,
      ...changes,
    })

  it('are that family: importing the same row again adds nothing and changes nothing', () => {
    const plan = planImport([row()], [ibanez], { updateExisting: false })
    expect(plan.insert).toEqual([])
    expect(plan.unchanged.map((invitation) => invitation.humanKey)).toEqual(['K7W'])
    expect(plan.problems).toEqual([])
  })

  it('are that family also spelled without accents, in capitals or with extra spaces', () => {
    const plan = planImport([row({ familyName: 'familia  IBANEZ rios' })], [ibanez], {
      updateExisting: true,
    })
    expect(plan.insert).toEqual([])
    expect(plan.update[0]?.invitation.humanKey).toBe('K7W')
    expect(plan.update[0]?.changes).toEqual([
      { column: 'family_name', from: 'Familia Ibáñez Ríos', to: 'familia  IBANEZ rios' },
    ])
  })

  it('update that family, under its number, with --update-existing', () => {
    const plan = planImport([row({ availableTickets: 5 })], [ibanez], { updateExisting: true })
    expect(plan.insert).toEqual([])
    expect(plan.update.map(({ invitation }) => invitation.humanKey)).toEqual(['K7W'])
  })

  it('are refused without --update-existing when they change it, naming its number', () => {
    const plan = planImport([row({ availableTickets: 5 })], [ibanez], { updateExisting: false })
    expect(worded(plan.problems)).toEqual([
      {
        line: 2,
        column: 'family_name',
        message: expect.stringMatching(/already in the list as invitation K7W.*--update-existing/),
      },
    ])
  })

  it('take the family with the same chief and seats when two share the name', () => {
    const other = { ...ibanez, humanKey: 'M3P', familyChief: 'Pablo Ibáñez', availableTickets: 2 }
    const plan = planImport(
      [row({ familyChief: 'Pablo Ibáñez', availableTickets: 2 }), row({ line: 3 })],
      [ibanez, other],
      { updateExisting: false },
    )
    expect(plan.unchanged.map((invitation) => invitation.humanKey)).toEqual(['M3P', 'K7W'])
    expect(plan.insert).toEqual([])
  })

  it('are refused as ambiguous when they could be either of two families', () => {
    const other = { ...ibanez, humanKey: 'M3P', familyChief: 'Pablo Ibáñez' }
    const plan = planImport([row({ familyChief: null })], [ibanez, other], {
      updateExisting: true,
    })
    expect(worded(plan.problems)[0]?.message).toMatch(/2 families named .*\(K7W, M3P\)/)
  })

  it('leave a family whose number another row names to that row', () => {
    const plan = planImport(
      [
        row({ availableTickets: 3 }),
        wanted('K7W', {
          line: 3,
          familyName: 'Familia Ibáñez Ríos',
          familyChief: 'Elena Ríos',
          availableTickets: 4,
        }),
      ],
      [ibanez],
      { updateExisting: false },
    )
    expect(plan.insert).toHaveLength(1)
    expect(plan.unchanged.map((invitation) => invitation.humanKey)).toEqual(['K7W'])
  })
})

describe('warnings about the same name twice', () => {
  it('names two rows of the file with the same family, accents aside', () => {
    const plan = planImport(
      [
        wanted('', { line: 2, familyName: 'Familia Peña' }),
        wanted('', { line: 3, familyName: 'FAMILIA PENA' }),
      ],
      [],
      { updateExisting: false },
    )
    expect(plan.insert).toHaveLength(2)
    expect(worded(plan.warnings)).toEqual([
      {
        line: 3,
        column: 'family_name',
        message: 'FAMILIA PENA is also on line 2: two invitations for the same family?',
      },
    ])
  })

  it('names a new invitation for a family the list already has', () => {
    const plan = planImport([wanted('017', { familyName: 'Familia López Martínez' })], stored, {
      updateExisting: false,
    })
    expect(worded(plan.warnings)[0]?.message).toMatch(/already has Familia López Martínez \(002\)/)
  })
})
