// @vitest-environment jsdom
import { render, screen, within } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CoupleInvitation } from '../../../web/src/lib/couple/api/guest-row'
import { ImportDialog } from '../../../web/src/features/guest-list/import-export/import-dialog'

const csv = (text: string) => new File([text], 'invitados.csv', { type: 'text/csv' })

const stored: CoupleInvitation = {
  human_key: '002',
  family_name: 'Familia López',
  family_chief: 'Rosa Martínez',
  available_tickets: 3,
  confirmed_tickets: 0,
  will_attend: null,
  confirmed_at: null,
  event_keys: null,
  table_name: null,
  person_tables: [],
  first_opened_at: null,
  last_opened_at: null,
  phone: null,
  sends: [],
  modification_deadline: null,
  guest_answered_at: null,
  news: null,
  people: [],
  message: null,
  song: null,
}

async function chooseFile(file: File, existing: CoupleInvitation[] = []) {
  render(
    <ImportDialog existing={existing} events={[]} onClose={() => {}} onImported={async () => {}} />,
  )
  await userEvent.upload(screen.getByLabelText('Archivo CSV'), file)
  return screen.findByRole('alert')
}

describe('importing a CSV in the couple’s dashboard', () => {
  it('shows each problem in Spanish with its line and column, and saves nothing', async () => {
    const alert = await chooseFile(
      csv(
        'human_key,family_name,family_chief,available_tickets\n' +
          '001,Familia García,Juan,4\n' +
          '7,Familia Ortega,,dos\n',
      ),
    )

    expect(alert).toHaveTextContent('invitados.csv tiene 2 problemas. No se guardó nada.')
    const problems = within(alert).getAllByRole('listitem')
    expect(problems[0]).toHaveTextContent(
      /^Línea 3, columna Número: «7» parece 007 sin sus ceros a la izquierda/,
    )
    expect(problems[1]).toHaveTextContent(
      'Línea 3, columna Lugares: «dos» no es un número entero de 1 a 50.',
    )
    expect(screen.getByRole('button', { name: /Guardar/ })).toBeDisabled()
  })

  it('says in Spanish which row has a phone that cannot be one', async () => {
    const alert = await chooseFile(
      csv('Número,Familia,Jefe de familia,Lugares,Teléfono\n001,Familia García,Juan,4,55 1234\n'),
    )

    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      /^Línea 2, columna Teléfono: «55 1234» no es un teléfono\. Escribe los 10 dígitos/,
    )
  })

  it('previews the phone a file sets, normalized', async () => {
    const file = csv(
      'Número,Familia,Jefe de familia,Lugares,Teléfono\n002,Familia López,Rosa Martínez,3,(55) 1234-5678\n',
    )
    await chooseFile(file, [stored])
    await userEvent.click(screen.getByRole('checkbox', { name: /Actualizar las invitaciones/ }))

    expect(
      within(screen.getByRole('list', { name: 'Invitaciones actualizadas' })).getByRole('listitem'),
    ).toHaveTextContent('002: Teléfono: (vacío) → +525512345678')
  })

  it('says the «Mesa» column seats nobody here, and imports the rest', async () => {
    const note = await chooseFile(
      csv('Número,Familia,Jefe de familia,Lugares,Mesa\n017,Familia Peña,,2,Mesa 4\n'),
    )
    expect(note).toHaveTextContent(
      'Aquí no se cambian las mesas: la columna Mesa solo la usa npm run guests:import.',
    )
    expect(screen.queryByText(/Columnas que no se usan/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Guardar 1 invitación' })).toBeEnabled()
  })

  it('explains a problem with the whole file in Spanish', async () => {
    const alert = await chooseFile(csv('human_key,family_name,family_chief,available_tickets\n'))

    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Archivo: No hay invitaciones debajo de la línea de encabezado.',
    )
  })

  it('previews a field the file empties as «(vacío)»', async () => {
    const file = csv('human_key,family_name,family_chief,available_tickets\n002,Familia López,,3\n')
    const alert = await chooseFile(file, [stored])
    expect(alert).toHaveTextContent(/002.*ya existe \(Familia López\).*Actualizar las invitaciones/)

    await userEvent.click(screen.getByRole('checkbox', { name: /Actualizar las invitaciones/ }))

    expect(
      within(screen.getByRole('list', { name: 'Invitaciones actualizadas' })).getByRole('listitem'),
    ).toHaveTextContent('002: Jefe de familia: Rosa Martínez → (vacío)')
  })
})
