import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { findFamilies, typedNumber } from '../../../web/src/features/door/utils/find-families'
import { localTotals, type FamilyAtTheDoor } from '../../../web/src/features/door/utils/local-view'
import {
  lookUpNumber,
  numberLookupMessage,
  type NumberLookup,
} from '../../../web/src/features/door/utils/look-up-number'
import { scannedFamily } from '../../../web/src/features/door/utils/scanned-family'
import { paseHash, readScannedCode } from '../../../web/src/features/door/utils/scanned-key'
import { splitArrival } from '../../../web/src/features/door/utils/split-arrival'
import { RpcError } from '../../../web/src/lib/guest-list/rpc-error'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const token = 'HoLE7XRtTVCKAgNstk5jtjFxKqMdEEMRoiYNl1S1b_g'

function family(fields: Partial<FamilyAtTheDoor> & Pick<FamilyAtTheDoor, 'door_id'>) {
  return {
    pase_hash: null,
    status: 'confirmed',
    family_name: `Familia ${fields.door_id}`,
    family_chief: null,
    confirmed_tickets: 2,
    people: [],
    table_name: null,
    person_tables: [],
    arrived: 0,
    extra: 0,
    conflicts: 0,
    arrivedHere: 0,
    pending: 0,
    ...fields,
  } satisfies FamilyAtTheDoor
}

const families = [
  family({ door_id: 'a1', family_name: 'Familia Ramírez Soto', status: 'declined' }),
  family({ door_id: 'b2', family_name: 'Familia López Martínez', pase_hash: sha256(token) }),
  family({ door_id: 'c3', family_name: 'Familia Ramírez López', family_chief: 'Ana Ramírez' }),
  family({ door_id: 'd4', family_name: 'Familia Castillo Vega', status: 'unanswered' }),
]

/** A look-up that must not happen: a pase is matched on the phone. */
const noServer = {
  findNumber: (): Promise<NumberLookup> => Promise.reject(new Error('the phone asked the server')),
}
const answering = (answer: () => Promise<string | null>) => ({ findNumber: answer })

describe('the door’s search by name', () => {
  it('finds every family by name, accents and case aside, the confirmed first', () => {
    expect(findFamilies(families, 'ramirez').map((found) => found.door_id)).toEqual(['c3', 'a1'])
    expect(findFamilies(families, 'CASTILLO').map((found) => found.status)).toEqual(['unanswered'])
    expect(findFamilies(families, 'ana ramírez').map((found) => found.door_id)).toEqual(['c3'])
    expect(findFamilies(families, 'nadie')).toEqual([])
  })

  it('takes what looks like an invitation number as one, to look up online', () => {
    expect(typedNumber(' 5 ')).toBe('5')
    expect(typedNumber('014')).toBe('014')
    expect(typedNumber('k7w')).toBe('K7W')
    expect(typedNumber('ana')).toBeNull()
    expect(typedNumber('1234')).toBeNull()
    // a number is never matched on the phone: it holds none
    expect(findFamilies(families, '002')).toEqual([])
  })
})

describe('a number said aloud', () => {
  it('opens the family the database names', async () => {
    expect(
      await lookUpNumber(
        answering(async () => 'b2'),
        '2',
      ),
    ).toEqual({
      kind: 'found',
      doorId: 'b2',
    })
    expect(
      await lookUpNumber(
        answering(async () => null),
        '99',
      ),
    ).toEqual({ kind: 'not-found' })
  })

  it('says in Spanish that numbers need signal, and when too many were wrong', async () => {
    const offline = await lookUpNumber(
      answering(() => Promise.reject(new RpcError('network'))),
      '6',
    )
    expect(offline).toEqual({ kind: 'offline' })
    expect(numberLookupMessage(offline, '6')).toMatch(/Sin señal .* busca a la familia por nombre/i)
    const throttled = await lookUpNumber(
      answering(() => Promise.reject(new RpcError('rsvp_too_many_attempts'))),
      '6',
    )
    expect(numberLookupMessage(throttled, '6')).toMatch(/Espera 15 minutos/)
    expect(numberLookupMessage({ kind: 'not-found' }, '077')).toMatch(/número 077/)
  })
})

describe('a scanned pase', () => {
  it('reads the pase’s link, an old pase’s number, or nothing', () => {
    expect(readScannedCode(`https://boda.example/rsvp?pase=${token}`)).toEqual({
      kind: 'pase',
      token,
    })
    expect(readScannedCode('https://boda.example/rsvp?invitation=002')).toEqual({
      kind: 'number',
      humanKey: '002',
    })
    expect(readScannedCode(' k7w ')).toEqual({ kind: 'number', humanKey: 'K7W' })
    expect(readScannedCode('https://boda.example/rsvp?pase=corto')).toBeNull()
    expect(readScannedCode('https://boda.example/')).toBeNull()
    expect(readScannedCode('WIFI:S:boda;;')).toBeNull()
  })

  it('hashes the token as the database does', async () => {
    expect(await paseHash(token)).toBe(sha256(token))
  })

  it('matches the pase on the phone, without asking the server', async () => {
    expect(await scannedFamily(families, { kind: 'pase', token }, noServer.findNumber)).toEqual({
      doorId: 'b2',
    })
    expect(
      await scannedFamily(families, { kind: 'pase', token: 'x'.repeat(43) }, noServer.findNumber),
    ).toEqual({ problem: expect.stringMatching(/no es de ninguna familia/) })
  })

  it('looks an old pase’s number up online', async () => {
    const lookUp = (humanKey: string) =>
      lookUpNumber(
        answering(async () => 'c3'),
        humanKey,
      )
    expect(await scannedFamily(families, { kind: 'number', humanKey: '002' }, lookUp)).toEqual({
      doorId: 'c3',
    })
    const offline = (humanKey: string) =>
      lookUpNumber(
        answering(() => Promise.reject(new RpcError('network'))),
        humanKey,
      )
    expect(await scannedFamily(families, { kind: 'number', humanKey: '002' }, offline)).toEqual({
      problem: expect.stringMatching(/Sin señal/),
    })
  })
})

describe('the phone’s counts', () => {
  it('counts a person seated apart at their own table, as door_totals does', () => {
    const seated = family({
      door_id: 'e5',
      confirmed_tickets: 3,
      table_name: 'Mesa 3',
      person_tables: [{ position: 3, table_name: 'Mesa 5' }],
      people: [1, 2, 3].map((position) => ({
        position,
        name: `Persona ${position}`,
        child: false,
        table_name: position === 3 ? 'Mesa 5' : null,
        arrived: position === 3,
      })),
      arrived: 2,
      arrivedHere: 2,
    })
    expect(localTotals([seated, families[0]!]).by_table).toEqual([
      { table_name: 'Mesa 3', arrived: 1, expected: 2 },
      { table_name: 'Mesa 5', arrived: 1, expected: 1 },
    ])
  })

  it('sends who came within the pases, and the people beyond them as extra without names', () => {
    const two = family({ door_id: 'f6', confirmed_tickets: 2, arrivedHere: 1 })
    expect(splitArrival(two, 2, true, [2, 2, 5])).toEqual([
      { count: 1, extra: false, positions: [2] },
      { count: 1, extra: true },
    ])
    const declined = family({ door_id: 'g7', status: 'declined', confirmed_tickets: 0 })
    expect(splitArrival(declined, 2, false)).toEqual([])
    expect(splitArrival(declined, 2, true, [1])).toEqual([{ count: 2, extra: true }])
  })
})
