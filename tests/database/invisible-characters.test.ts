import { describe, expect, it } from 'vitest'
import {
  hasInvisibleCharacter,
  invisibleCharacter,
} from '../../web/src/lib/guest-list/answer-text-rules'
import { visibleFamilyText } from '../../web/src/lib/guest-list/family-text-rules'
import { addCoupleMember, asUser, callAsUser, coupleEmail } from './support/as-couple'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

const hex = (text: string) =>
  [...text].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`).join(' ')

/** Every code point JavaScript's classes name, and a few around them that are not in them. */
function classCodePoints(): number[] {
  const points: number[] = []
  for (let code = 0; code <= 0x10ffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue
    if (invisibleCharacter.test(String.fromCodePoint(code))) points.push(code)
  }
  return points
}

/** Whether the database refuses each text for an invisible character, in one round trip. */
async function databaseRefuses(texts: string[]): Promise<boolean[]> {
  const { rows } = await database().query<{ refused: boolean }>(
    `select private.has_invisible_character(t) as refused
     from unnest($1::text[]) with ordinality as x(t, n) order by n`,
    [texts],
  )
  return rows.map((row) => row.refused)
}

// the characters of the issue: Hangul fillers, the Braille blank, the joiners, the Arabic mark
const listed = ['\u3164', '\u2800', '\u115F', '\u1160', '\uFFA0', '\u200D', '\u034F', '\u061C']
const shapes = (character: string) => [
  character,
  character.repeat(3),
  `Ana${character}`,
  `${character}Ana López`,
  `Ana ${character} López`,
]

const asCouple = <T>(call: string, params: unknown[] = []) =>
  callAsUser<T>(database(), coupleEmail, call, params)

describe('invisible characters by Unicode class', () => {
  it('are refused by the database and the page alike, every code point of the classes', async () => {
    const points = classCodePoints()
    // the classes as Unicode 17 has them: 4,174 default-ignorable and bidi code points, plus
    // the separators and the Braille blank
    expect(points.length).toBeGreaterThan(4000)
    // alone, between letters, after an emoji, between two emoji and in a keycap or a flag
    const contexts = (c: string) => [c, `Ana${c}Paz`, `🎉${c}`, `👨${c}👩`, `1${c}\u20E3`]
    const texts = points.flatMap((code) => contexts(String.fromCodePoint(code)))
    const refused = await databaseRefuses(texts)
    const disagreements = texts
      .map((text, index) => ({
        text: hex(text),
        page: hasInvisibleCharacter(text),
        db: refused[index],
      }))
      .filter((row) => row.page !== row.db)
    expect(disagreements).toEqual([])
    // and each alone or between letters is refused
    for (const [index, text] of texts.entries()) {
      if (index % 5 < 2)
        expect({ text: hex(text), refused: refused[index] }).toMatchObject({ refused: true })
    }
  })

  it('leaves every other character of the Basic Multilingual Plane to the page and the database alike', async () => {
    const texts: string[] = []
    for (let code = 0x20; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue
      texts.push(`A${String.fromCodePoint(code)}B`)
    }
    const refused = await databaseRefuses(texts)
    const disagreements = texts
      .map((text, index) => ({
        text: hex(text),
        page: hasInvisibleCharacter(text),
        db: refused[index],
      }))
      .filter((row) => row.page !== row.db)
    expect(disagreements).toEqual([])
  })

  it('keeps the emoji that joiners and selectors draw, on both sides', async () => {
    const emoji = [
      'Familia Núñez 👨‍👩‍👧',
      '¡Felicidades! ❤️',
      '❤️‍🔥 Los novios',
      '👩🏽‍💻 Ana',
      '🏳️‍🌈',
      'Mesa 1️⃣',
      '#️⃣',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Escocia',
      '⛹️‍♀️',
    ]
    expect(await databaseRefuses(emoji)).toEqual(emoji.map(() => false))
    expect(emoji.filter(hasInvisibleCharacter)).toEqual([])
    // but not a joiner or selector out of an emoji
    const stray = [
      'Ana\u200D',
      '👨\u200D',
      '\u200D👩',
      'A\uFE0F',
      '👨\u200D\u200D👩',
      'x\uFE0F\u200D👩',
    ]
    expect(await databaseRefuses(stray)).toEqual(stray.map(() => true))
    expect(stray.every(hasInvisibleCharacter)).toBe(true)
  })

  it('are taken out by the page so that the database takes what is left', async () => {
    const samples = listed.flatMap(shapes).concat(['👨\u3164\u200D👩', '🎉\u2800\uFE0F'])
    const cleaned = samples.map(visibleFamilyText)
    expect(await databaseRefuses(cleaned)).toEqual(cleaned.map(() => false))
    expect(visibleFamilyText('Ana \u3164 López')).toBe('Ana López')
    expect(visibleFamilyText('\u3164\u2800\u200D')).toBe('')
  })

  describe.for(listed.map((character) => ({ character, name: hex(character) })))(
    '$name',
    ({ character }) => {
      it('is refused in a person’s name, storing nothing', async () => {
        for (const name of shapes(character)) {
          await expect(
            asCouple('public.couple_record_people($1, $2::json, null)', [
              '002',
              JSON.stringify([{ name }]),
            ]),
          ).rejects.toMatchObject({ code: 'P0001', message: 'rsvp_invalid_people' })
        }
        const { rows } = await database().query(
          `select a.full_name from public.rsvp_attendees a
           join public.rsvp_guests g on g.id = a.guest_id where g.human_key = '002'`,
        )
        expect(rows).toEqual([])
      })

      it('is refused in a family’s name and its chief, through every function', async () => {
        for (const [index, name] of shapes(character).entries()) {
          await expect(
            asCouple('public.couple_add_invitation($1, $2, null, 2)', [`V${index}V`, name]),
          ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invisible_characters' })
          await expect(
            asCouple("public.couple_add_invitation($1, 'Familia Paz', $2, 2)", [
              `W${index}W`,
              name,
            ]),
          ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invisible_characters' })
          await expect(
            asCouple('public.couple_update_invitation($1, $2, null, 4)', ['001', name]),
          ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invisible_characters' })
          const row = {
            human_key: 'Y9Y',
            family_name: name,
            family_chief: null,
            available_tickets: 2,
          }
          await expect(
            asCouple('public.couple_import_invitations($1::json, true)', [JSON.stringify([row])]),
          ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invisible_characters' })
        }
        const { rows } = await database().query(
          "select family_name from public.rsvp_guests where human_key ~ '^[VWY][0-9]' or human_key = '001'",
        )
        expect(rows).toEqual([{ family_name: 'Familia García Hernández' }])
      })

      it('is refused in a table’s name, created or renamed', async () => {
        await asCouple('public.couple_create_table($1, 4)', [`Mesa ${hex(character)}`])
        for (const name of shapes(character)) {
          await expect(asCouple('public.couple_create_table($1, 4)', [name])).rejects.toMatchObject(
            {
              code: 'P0001',
              message: 'couple_invalid_table',
            },
          )
          await expect(
            asCouple("public.couple_update_table($1, $2, 4, 'round', false)", [
              `Mesa ${hex(character)}`,
              name,
            ]),
          ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invalid_table' })
          // and straight into the table, as row-level security lets the couple write
          await expect(
            asUser(
              database(),
              coupleEmail,
              'insert into public.rsvp_tables (name, seats) values ($1, 2)',
              [name],
            ),
          ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invalid_table' })
        }
      })
    },
  )
})

describe('the couple’s family names', () => {
  it.for([
    ['a line break', 'Familia\nPaz'],
    ['a carriage return', 'Familia Paz\r'],
    ['a tab', 'Familia\tPaz'],
    ['a bell', 'Familia\u0007Paz'],
    ['only no-break spaces', '\u00A0\u3000'],
  ])('refuse %s in the name and the chief', async ([, name]) => {
    await expect(
      asCouple('public.couple_add_invitation($1, $2, null, 2)', ['C1C', name]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invisible_characters' })
    await expect(
      asCouple("public.couple_update_invitation('004', 'Familia Torres', $1, 1)", [name]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invisible_characters' })
    const row = { human_key: 'C2C', family_name: name, family_chief: null, available_tickets: 2 }
    await expect(
      asCouple('public.couple_import_invitations($1::json, false)', [JSON.stringify([row])]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'couple_invisible_characters' })
    const { rows } = await database().query(
      "select family_chief from public.rsvp_guests where human_key in ('C1C', 'C2C', '004')",
    )
    expect(rows).toEqual([{ family_chief: 'Lucía Torres' }])
  })

  it('take the names the page sends once it has cleaned them', async () => {
    const stored = await asCouple<{ family_name: string; family_chief: string }>(
      'public.couple_add_invitation($1, $2, $3, 2)',
      ['C3C', visibleFamilyText('Familia\r\nPaz\t'), visibleFamilyText('Ana\u3164 Paz')],
    )
    expect(stored).toMatchObject({ family_name: 'Familia Paz', family_chief: 'Ana Paz' })
  })
})

describe('what was stored before the rule', () => {
  it('stays as it is, and the family, its people and its table still change', async () => {
    const db = database()
    // rows an earlier version stored, written past today's rules as that version did
    await db.exec(`
      alter table public.rsvp_guests disable trigger rsvp_guests_family_names_are_visible;
      alter table public.rsvp_tables disable trigger rsvp_tables_name_is_visible;
      update public.rsvp_guests set family_name = E'Familia\\u3164Vieja', family_chief = E'Ana\\nVieja'
      where human_key = '016';
      insert into public.rsvp_tables (name, seats) values (E'Mesa\\u2800vieja', 6);
      alter table public.rsvp_guests enable trigger rsvp_guests_family_names_are_visible;
      alter table public.rsvp_tables enable trigger rsvp_tables_name_is_visible;
    `)
    await asCouple("public.couple_update_invitation('016', $1, $2, 5)", [
      'Familia\u3164Vieja',
      'Ana\nVieja',
    ])
    await asCouple('public.couple_place_table($1, 10, 20)', ['Mesa\u2800vieja'])
    await asCouple('public.couple_seat_invitation($1, $2)', ['016', 'Mesa\u2800vieja'])

    const { rows } = await db.query(
      `select g.family_name, g.family_chief, g.available_tickets, t.name, t.plan_x
       from public.rsvp_guests g join public.rsvp_tables t on t.id = g.table_id
       where g.human_key = '016'`,
    )
    expect(rows).toEqual([
      {
        family_name: 'Familia\u3164Vieja',
        family_chief: 'Ana\nVieja',
        available_tickets: 5,
        name: 'Mesa\u2800vieja',
        plan_x: 10,
      },
    ])
  })
})
