import { describe, expect, it } from 'vitest'
import { invisibleCharacter } from '../../web/src/lib/guest-list/answer-text-rules'
import { visibleFamilyText } from '../../web/src/lib/guest-list/family-text-rules'
import { validateInvitations } from '../../web/src/lib/guest-csv/validate-invitations'
import { addCoupleMember, callAsUser, coupleEmail } from './support/as-couple'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

// what a chat or Word leaves in a pasted name: an override that reverses it, zero-width spaces,
// isolates, a line separator, a byte-order mark, a soft hyphen
const hostile = [
  'Familia \u202Eodraude',
  'Fami\u200Blia Ruiz',
  '\u2066Familia López\u2069',
  'Familia\u2028Paz',
  '\uFEFFFamilia Soto',
  'Familia Gar\u00ADcía',
]

const addInvitation = (humanKey: string, familyName: string) =>
  callAsUser<{ family_name: string }>(
    database(),
    coupleEmail,
    'public.couple_add_invitation($1, $2, null, 2)',
    [humanKey, familyName],
  )

describe('a family name with invisible characters', () => {
  it('is refused by the database with a stable code, storing nothing', async () => {
    for (const [index, name] of hostile.entries()) {
      await expect(addInvitation(`X${index}Z`, name)).rejects.toMatchObject({
        code: 'P0001',
        message: 'couple_invisible_characters',
      })
    }
    const { rows } = await database().query(
      "select 1 from public.rsvp_guests where human_key like 'X_Z'",
    )
    expect(rows).toEqual([])
  })

  it('is taken once the page has cleaned it, as the import and the dashboard send it', async () => {
    for (const [index, name] of hostile.entries()) {
      const cleaned = visibleFamilyText(name)
      expect(cleaned).not.toMatch(invisibleCharacter)
      const stored = await addInvitation(`Y${index}Z`, cleaned)
      expect(stored.family_name).toBe(cleaned)
    }
    expect(visibleFamilyText('Familia\u2028Paz')).toBe('Familia Paz')
    expect(visibleFamilyText('Fami\u200Blia  Ruiz ')).toBe('Familia Ruiz')
  })

  it('is cleaned by the import before it is sent, chief included', () => {
    const { invitations, problems } = validateInvitations(
      [
        {
          line: 2,
          values: {
            human_key: 'K7P',
            family_name: 'Familia \u202EGómez',
            family_chief: '\u200BAna Gómez',
            available_tickets: '2',
          },
        },
      ],
      [],
    )
    expect(problems).toEqual([])
    expect(invitations[0]).toMatchObject({ familyName: 'Familia Gómez', familyChief: 'Ana Gómez' })
  })
})
