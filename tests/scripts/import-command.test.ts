import { describe, expect, it } from 'vitest'
import { importCommand, type ImportOptions } from '../../scripts/guests/commands/import'
import { captureOutput, utf8 } from './support/capture-output'
import { freshSeededDatabase, guestRows } from './support/guest-database'

const database = freshSeededDatabase()

const header = 'human_key,family_name,family_chief,available_tickets'

async function runImport(csv: string, options: Partial<ImportOptions> = {}) {
  const captured = captureOutput()
  const code = await importCommand(
    {
      fileName: 'invitados.csv',
      bytes: utf8(csv),
      dryRun: false,
      updateExisting: false,
      ...options,
    },
    database().store,
    captured.output,
  )
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

describe('importing invitations into the embedded database', () => {
  it('adds every row of a valid file and reports them', async () => {
    const { code, stdout } = await runImport(
      `${header}\n017,Familia Pérez,Ana Pérez,4\na18,Familia Ñúñez,,2\n`,
    )
    expect(code).toBe(0)
    expect(stdout).toMatch(/Saved 2 new invitations in the test database/)
    const rows = await guestRows(database().db)
    expect(rows).toHaveLength(18)
    expect(rows.find((row) => row.human_key === 'A18')).toMatchObject({
      family_name: 'Familia Ñúñez',
      family_chief: null,
      available_tickets: 2,
      confirmed_tickets: 0,
      will_attend: null,
    })
  })

  it('writes nothing at all when a single row is bad, and says where the problem is', async () => {
    const before = await guestRows(database().db)
    const { code, stdout, stderr } = await runImport(
      `${header}\n017,Familia Pérez,,4\n018,Familia Ruiz,,4\n019,Familia Soto,,cincuenta\n`,
    )
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/1 problem\. Nothing was written/)
    expect(stderr).toMatch(/4 +available_tickets +"cincuenta" is not a whole number/)
    expect(await guestRows(database().db)).toEqual(before)
  })

  it('writes nothing in a dry run, yet shows what it would add and update', async () => {
    const before = await guestRows(database().db)
    const { code, stdout } = await runImport(
      `${header}\n017,Familia Pérez,,4\n001,Familia García Hernández,Juan García,6\n`,
      { dryRun: true, updateExisting: true },
    )
    expect(code).toBe(0)
    expect(stdout).toMatch(/New \(1\):\n +017 +Familia Pérez +4 tickets/)
    expect(stdout).toMatch(/Updated \(1\):\n +001 +available_tickets: 4 → 6/)
    expect(stdout).toMatch(/Dry run: nothing was written/)
    expect(await guestRows(database().db)).toEqual(before)
  })

  it('reports keys repeated in the file and keys already in the database, all in one report', async () => {
    const { code, stderr } = await runImport(
      `${header}\n017,Familia Pérez,,4\n002,Familia López,,3\n017,Familia Pérez bis,,2\n`,
    )
    expect(code).toBe(1)
    expect(stderr).toMatch(/2 problems/)
    expect(stderr).toMatch(/3 +human_key +Invitation 002 already exists \(Familia López Martínez\)/)
    expect(stderr).toMatch(/4 +human_key +017 is already on line 2/)
    expect((await guestRows(database().db)).map((row) => row.human_key)).not.toContain('017')
  })

  it('with --update-existing changes name, chief and tickets but never the answer', async () => {
    const [before] = (await guestRows(database().db)).filter((row) => row.human_key === '002')
    const { code } = await runImport(`${header}\n002,Familia López M.,Rosa López,5\n`, {
      updateExisting: true,
    })
    expect(code).toBe(0)
    const [after] = (await guestRows(database().db)).filter((row) => row.human_key === '002')
    expect(after).toEqual({
      ...before,
      family_name: 'Familia López M.',
      family_chief: 'Rosa López',
      available_tickets: 5,
    })
    expect(after?.will_attend).toBe(true)
    expect(after?.confirmed_tickets).toBe(2)
  })

  it('sets phones from the column, keeps them in a file without it and clears them with an empty cell', async () => {
    const phoneOf001 = async () =>
      (await guestRows(database().db)).find((row) => row.human_key === '001')?.phone
    const garcia = '001,Familia García Hernández,Juan García,4'
    const options = { updateExisting: true }

    expect((await runImport(`${header},phone\n${garcia},(55) 1234-5678\n`, options)).code).toBe(0)
    expect(await phoneOf001()).toBe('+525512345678')

    const withoutColumn = await runImport(`${header}\n${garcia}\n`, options)
    expect(withoutColumn.stdout).toMatch(/Nothing to change/)
    expect(await phoneOf001()).toBe('+525512345678')

    const cleared = await runImport(`${header},Teléfono\n${garcia},\n`, options)
    expect(cleared.stdout).toMatch(/phone: \+525512345678 → \(empty\)/)
    expect(await phoneOf001()).toBeNull()
  })

  it('refuses a row whose phone cannot be one, writing nothing', async () => {
    const before = await guestRows(database().db)
    const { code, stderr } = await runImport(
      `${header},phone\n017,Familia Pérez,,4,55 1234 5678\n018,Familia Ruiz,,4,llamar a Ana\n`,
    )
    expect(code).toBe(1)
    expect(stderr).toMatch(/3 +phone +"llamar a Ana" is not a phone number/)
    expect(await guestRows(database().db)).toEqual(before)
  })

  it('with --update-existing refuses fewer tickets than already confirmed, writing nothing', async () => {
    const before = await guestRows(database().db)
    const { code, stderr } = await runImport(
      `${header}\n017,Familia Pérez,,4\n002,Familia López Martínez,Rosa Martínez,1\n`,
      { updateExisting: true },
    )
    expect(code).toBe(1)
    expect(stderr).toMatch(/3 +available_tickets +Invitation 002 has already confirmed 2 tickets/)
    expect(await guestRows(database().db)).toEqual(before)
  })

  it('rolls back rows already inserted when the database refuses a later one', async () => {
    await database().db.query(
      "alter table public.rsvp_guests add constraint no_test_name check (family_name <> 'Refused')",
    )
    const before = await guestRows(database().db)
    const { code, stderr } = await runImport(`${header}\n017,Familia Pérez,,4\n018,Refused,,2\n`)
    expect(code).toBe(1)
    expect(stderr).toMatch(/Nothing was written: .*no_test_name/)
    expect(await guestRows(database().db)).toEqual(before)
  })

  it('says there is nothing to change when the file matches the database', async () => {
    const { code, stdout } = await runImport(`${header}\n004,Familia Torres,Lucía Torres,1\n`, {
      updateExisting: true,
    })
    expect(code).toBe(0)
    expect(stdout).toMatch(/Already up to date: 1 invitation\.\n\nNothing to change/)
  })

  it('refuses a file with only the header', async () => {
    const { code, stderr } = await runImport(`${header}\n`)
    expect(code).toBe(1)
    expect(stderr).toMatch(/no invitations below the header/)
  })
})

describe('rows without an invitation number', () => {
  it('imports 30 families with empty numbers under 30 distinct random codes', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `,Familia Número ${i + 1},,2`)
    const { code, stdout } = await runImport(`${header}\n${rows.join('\n')}\n`)
    expect(code).toBe(0)
    expect(stdout).toMatch(/30 rows left human_key empty: drew a random number for each/)
    const { rows: added } = await database().db.query<{ human_key: string }>(
      "select human_key from public.rsvp_guests where family_name like 'Familia Número%' order by id",
    )
    const keys = added.map((row) => row.human_key)
    expect(new Set(keys).size).toBe(30)
    for (const key of keys) expect(key).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}$/)
    // not a run of consecutive numbers in the order of the file
    const sorted = [...keys].sort()
    expect(keys).not.toEqual(sorted)
  })
})

describe('numbers one step apart', () => {
  it('imports them but warns the couple, naming the run', async () => {
    const { code, stdout } = await runImport(
      `${header}\nX41,Familia Ruiz,,2\nX42,Familia Soto,,3\nM7Q,Familia Luna,,2\n`,
    )
    expect(code).toBe(0)
    expect(stdout).toContain('Warning: sequential invitation numbers (X41, X42)')
    expect(stdout).not.toContain('M7Q,')
  })
})
