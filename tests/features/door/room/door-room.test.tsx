// @vitest-environment jsdom
import { randomUUID } from 'node:crypto'
import { fireEvent, render, screen, within } from '../../../support/couple/render'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addEmbeddedAccount } from '../../../../server/auth/accounts'
import type { DoorAccountHelpProps } from '../../../../web/src/features/door/room/door-account-help'
import type { DoorRoomProps } from '../../../../web/src/features/door/room/door-room'
import { callAsUser } from '../../../database/support/as-couple'
import type { EmbeddedBackend } from '../../../server/support/start-embedded-backend'
import { signIn } from '../../../support/door-helpers-contract'
import {
  coupleEmail,
  signInAsCouple,
  stopSignedInCouple,
} from '../../../support/couple/signed-in-couple'
import { captureDownloads } from '../../../support/captured-downloads'
import { serverWait } from '../../../support/server-wait'

const doorEmail = 'puerta@example.com'
// the second door, on the other phone
const secondDoorEmail = 'segunda.puerta@example.com'

let backend: EmbeddedBackend
let DoorRoom: ComponentType<DoorRoomProps>
let DoorAccountHelp: ComponentType<DoorAccountHelpProps>

const asCouple = (call: string, params: unknown[]) =>
  callAsUser(backend.db, coupleEmail, call, params)
// as the door's phone records them: its own id and the time it happened
// (the door knows a family by its door id, never its number)
const arrive = async (key: string, people: number, email = doorEmail) => {
  const { rows } = await backend.db.query<{ door_id: string }>(
    'select door_id from public.rsvp_guests where human_key = $1',
    [key],
  )
  return callAsUser(backend.db, email, 'public.door_record_arrival($1, $2, $3, false, now())', [
    randomUUID(),
    rows[0]?.door_id,
    people,
  ])
}

// The seed's confirmed families: 002 (2 pases), 006 (2), 009 (1) and 014 (3).
beforeAll(async () => {
  backend = await signInAsCouple()
  await addEmbeddedAccount(backend.db, doorEmail, 'una clave de la puerta', 'door')
  await addEmbeddedAccount(backend.db, secondDoorEmail, 'la clave de la otra puerta', 'door')
  await asCouple('public.couple_create_table($1, $2)', ['Mesa 1', 8])
  await asCouple('public.couple_seat_invitation($1, $2)', ['002', 'Mesa 1'])
  await arrive('002', 2)
  await arrive('006', 1)
  // two doors without signal each let 2 of 014's 3 in
  await arrive('014', 2)
  await arrive('014', 2, secondDoorEmail)
  const [room, help] = await Promise.all([
    import('../../../../web/src/features/door/room/door-room'),
    import('../../../../web/src/features/door/room/door-account-help'),
  ])
  DoorRoom = room.DoorRoom
  DoorAccountHelp = help.DoorAccountHelp
})

afterAll(() => stopSignedInCouple(backend))

const helpersList = () =>
  screen.findByRole('list', { name: 'Quienes ayudan en la puerta' }, serverWait)
const listedEmails = async () =>
  within(await helpersList())
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent)
const doorHelpersInDatabase = async () =>
  (
    await backend.db.query<{ email: string }>(
      'select email from public.door_helpers order by email',
    )
  ).rows.map((row) => row.email)

describe('«Puerta»: the door helpers', () => {
  it('lists the door accounts and says what a helper can and cannot do', async () => {
    render(<DoorRoom siteUrl={null} />)
    expect(await listedEmails()).toEqual([doorEmail, secondDoorEmail])
    const section = screen.getByRole('region', { name: 'Puerta' })
    expect(section).toHaveTextContent(/buscar a una familia por nombre, por número o con el QR/)
    expect(section).toHaveTextContent(/ver teléfonos ni las respuestas anteriores/)
    expect(section).toHaveTextContent(/cambiar invitaciones ni respuestas/)
  })

  it('adds a helper with the password the couple chose, refusing a typo or a short password in Spanish without sending it', async () => {
    render(<DoorRoom siteUrl={null} />)
    await helpersList()
    const field = screen.getByRole('textbox', { name: 'Correo de quien ayuda en la puerta' })
    const password = screen.getByLabelText('Contraseña para esa persona')
    const add = screen.getByRole('button', { name: 'Agregar a la puerta' })

    await userEvent.type(field, 'tia-ana@')
    await userEvent.type(password, 'la tía ana entra')
    await userEvent.click(add)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Escribe un correo válido, como nombre@ejemplo.com.',
    )
    await userEvent.clear(field)
    // an invisible character pasted from a chat
    await userEvent.type(field, 'tia\u200b.ana@example.com')
    await userEvent.click(add)
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe un correo válido')
    await userEvent.clear(field)
    await userEvent.type(field, '  Tia.Ana@Example.com ')
    await userEvent.clear(password)
    await userEvent.type(password, 'corta')
    await userEvent.click(add)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esa contraseña no sirve: usa de 8 a 72 caracteres',
    )
    expect(await doorHelpersInDatabase()).toEqual([doorEmail, secondDoorEmail])

    await userEvent.clear(password)
    await userEvent.type(password, 'la tía ana entra')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar la contraseña' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(add)

    await within(await helpersList()).findByText('tia.ana@example.com', {}, serverWait)
    expect(field).toHaveValue('')
    expect(password).toHaveValue('')
    expect(password).toHaveAttribute('type', 'password')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await doorHelpersInDatabase()).toEqual([
      doorEmail,
      secondDoorEmail,
      'tia.ana@example.com',
    ])
    expect(await signIn(backend.baseUrl, 'tia.ana@example.com', 'la tía ana entra')).not.toBeNull()
  })

  it('hears the function refuse an email, the couple’s own and a short password, in Spanish', async () => {
    const [{ doorRoomApi }, { errorMessage }] = await Promise.all([
      import('../../../../web/src/features/door/api/door-room-api'),
      import('../../../../web/src/lib/couple/error-message'),
    ])
    const refusals = await Promise.all(
      [
        doorRoomApi.addHelper('tía ana', 'una clave larga'),
        doorRoomApi.addHelper(coupleEmail, 'una clave larga'),
        doorRoomApi.addHelper('primo@example.com', '1234567'),
      ].map((call) => call.catch((error: unknown) => error)),
    )
    expect(refusals.map((refusal) => (refusal as { code?: string }).code)).toEqual([
      'door_helpers_invalid_email',
      'door_helpers_couple_email',
      'door_helpers_weak_password',
    ])
    expect(refusals.map(errorMessage)).toEqual([
      'Escribe un correo válido, como nombre@ejemplo.com.',
      expect.stringMatching(/^Ese correo es de una cuenta de ustedes/),
      expect.stringMatching(/^Esa contraseña no sirve/),
    ])
    expect(await doorHelpersInDatabase()).not.toContain('primo@example.com')
  })

  it('removes one only once the couple confirms', async () => {
    render(<DoorRoom siteUrl={null} />)
    await helpersList()
    await userEvent.click(screen.getByRole('button', { name: 'Quitar a tia.ana@example.com' }))
    const dialog = screen.getByRole('dialog', {
      name: '¿Quitar a tia.ana@example.com de la puerta?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(await doorHelpersInDatabase()).toContain('tia.ana@example.com')

    await userEvent.click(screen.getByRole('button', { name: 'Quitar a tia.ana@example.com' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Quitar' }),
    )

    await within(await helpersList()).findByText(doorEmail)
    await expect.poll(listedEmails, serverWait).toEqual([doorEmail, secondDoorEmail])
    expect(await doorHelpersInDatabase()).toEqual([doorEmail, secondDoorEmail])
    expect(await signIn(backend.baseUrl, 'tia.ana@example.com', 'la tía ana entra')).toBeNull()
  })

  it('gives the door’s address, warning when a phone at the venue could not open it', async () => {
    const { rerender } = render(<DoorRoom siteUrl={null} />)
    await helpersList()
    const address = () => document.querySelector('[data-door-address]')?.textContent
    expect(address()).toBe(`${window.location.origin}/novios/puerta`)
    expect(screen.getByText(/solo abre en esta computadora/)).toBeInTheDocument()

    rerender(<DoorRoom siteUrl="https://boda.example.com/" />)
    expect(address()).toBe('https://boda.example.com/novios/puerta')
    expect(screen.queryByText(/solo abre en esta computadora/)).not.toBeInTheDocument()
  })

  it('sets how many extras a family may bring, refusing what the database would not take', async () => {
    const limit = async () =>
      (
        await backend.db.query<{ door_extra_limit: number }>(
          'select door_extra_limit from public.rsvp_settings',
        )
      ).rows[0]?.door_extra_limit
    render(<DoorRoom siteUrl={null} />)
    const field = screen.getByRole('textbox', { name: 'Extras por familia' })
    await expect.poll(() => (field as HTMLInputElement).value, serverWait).toBe('10')

    await userEvent.clear(field)
    await userEvent.type(field, '99')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe un número de 0 a 50.')
    expect(await limit()).toBe(10)

    await userEvent.clear(field)
    await userEvent.type(field, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    await expect.poll(limit, serverWait).toBe(3)
    await asCouple('public.couple_set_door_extra_limit($1)', [10])
  })

  it('tells the couple what to give the helper, and no terminal command', () => {
    const { container } = render(
      <DoorAccountHelp
        doorAddress="https://boda.example.com/novios/puerta"
        privateAddress={false}
      />,
    )
    expect(container).toHaveTextContent(
      /Dale su correo, esa contraseña y la dirección de la puerta/,
    )
    expect(container).not.toHaveTextContent(/npm run|Authentication/)
  })
})

describe('«Llegadas»: who came against who confirmed', () => {
  const downloads = captureDownloads()

  const familyRows = async () =>
    within(await screen.findByRole('table', { name: 'Llegadas por familia' }, serverWait))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

  it('shows the totals, each table and each family, the conflict between doors marked', async () => {
    render(<DoorRoom siteUrl={null} />)
    expect(await familyRows()).toEqual([
      ['002', 'Familia López Martínez', '2 de 2', '0', 'Mesa 1', 'Completa', doorEmail],
      ['006', 'Familia Sánchez Olvera', '1 de 2', '0', 'Sin mesa', 'Faltaron 1', doorEmail],
      ['009', 'Familia Jiménez', '0 de 1', '0', 'Sin mesa', 'No llegó nadie', ''],
      [
        '014',
        'Familia Navarro Gil',
        '4 de 3',
        '0',
        'Sin mesa',
        'Llegaron 1 másConflicto entre puertas',
        `${doorEmail}${secondDoorEmail}`,
      ],
    ])
    const section = screen.getByRole('region', { name: 'Llegadas' })
    expect(section.querySelector('[data-arrival-totals]')).toHaveTextContent(
      'Llegaron 7 de 8 personas que confirmaron.',
    )
    expect(section.querySelectorAll('[data-conflict]')).toHaveLength(1)
    expect(
      within(section).getByText(/1 familia tiene un conflicto entre puertas/),
    ).toHaveTextContent(/dos puertas la dejaron pasar sin saber una de la otra/)
    const byTable = within(screen.getByRole('table', { name: 'Llegadas por mesa' }))
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(byTable).toEqual(['MesaLlegaronConfirmaron', 'Mesa 122', 'Sin mesa56', 'Total78'])
  })

  it('fits a phone in three columns, the table and note under the family', async () => {
    // a 390 px screen, as MUI's useMediaQuery asks it
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    try {
      render(<DoorRoom siteUrl={null} />)
      const rows = await familyRows()
      expect(rows.every((row) => row.length === 3)).toBe(true)
      expect(rows[3]).toEqual([
        `014 · Familia Navarro GilSin mesa · Llegaron 1 más · Anotó ${doorEmail}, ${secondDoorEmail}Conflicto entre puertas`,
        '4 de 3',
        '0',
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('keeps only the families someone of whom did not come, for the follow-ups', async () => {
    render(<DoorRoom siteUrl={null} />)
    await familyRows()
    await userEvent.click(screen.getByRole('switch', { name: 'Solo quienes no llegaron' }))
    expect((await familyRows()).map((row) => row[0])).toEqual(['006', '009'])
    expect(screen.getByText(/2 familias de las que faltó alguien/)).toBeInTheDocument()
  })

  it('exports every family as CSV and for Excel', async () => {
    render(<DoorRoom siteUrl={null} />)
    await familyRows()
    await userEvent.click(screen.getByRole('switch', { name: 'Solo quienes no llegaron' }))
    await userEvent.click(screen.getByRole('button', { name: 'Exportar llegadas (CSV)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Exportar llegadas para Excel' }))

    const [csv, excel] = await Promise.all(
      downloads.map((blob) =>
        blob
          .arrayBuffer()
          .then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)),
      ),
    )
    expect(csv?.split('\n')).toEqual([
      '\uFEFFNúmero,Familia,Pases confirmados,Llegaron,Extras,Conflicto,Mesa',
      '002,Familia López Martínez,2,2,0,no,Mesa 1',
      '006,Familia Sánchez Olvera,2,1,0,no,',
      '009,Familia Jiménez,1,0,0,no,',
      '014,Familia Navarro Gil,3,4,0,sí,',
      '',
    ])
    expect(excel?.split('\r\n')[1]).toBe("'002,Familia López Martínez,2,2,0,no,Mesa 1")
  })

  it('picks up what the doors recorded since, on «Actualizar llegadas»', async () => {
    render(<DoorRoom siteUrl={null} />)
    await familyRows()
    await arrive('009', 1)
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar llegadas' }))
    await expect
      .poll(async () => (await familyRows())[2]?.slice(2, 3), serverWait)
      .toEqual(['1 de 1'])
    expect(document.querySelector('[data-arrival-totals]')).toHaveTextContent(
      'Llegaron 8 de 8 personas',
    )
  })
  it('picks up what the doors recorded since when the couple comes back to the window', async () => {
    render(<DoorRoom siteUrl={null} />)
    await familyRows()
    const arrived = () =>
      Number(document.querySelector('[data-arrival-totals] strong')?.textContent ?? Number.NaN)
    const before = arrived()
    await arrive('006', 1)
    // back from another window: the arrivals are loaded again without a button
    fireEvent.focus(window)
    await expect.poll(arrived, serverWait).toBe(before + 1)
  })
})
