// @vitest-environment jsdom
import { cleanup, render, screen, within } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CoupleInvitation } from '../../../web/src/lib/couple/api/guest-row'
import { ExportButtons } from '../../../web/src/features/guest-list/import-export/export-buttons'
import { ImportDialog } from '../../../web/src/features/guest-list/import-export/import-dialog'
import { rsvpQuestionTextDefaults } from '../../../web/src/content/rsvp-questions'
import { peopleLabelsOf } from '../../../web/src/lib/guest-csv/people-rows'
import { guestRow } from '../../support/guest-row'
import { captureDownloads } from '../../support/captured-downloads'

const events = [
  { key: 'event-civil', title: 'Ceremonia Civil' },
  { key: 'event-ceremony', title: 'Ceremonia Religiosa' },
  { key: 'event-reception', title: 'Recepción' },
]
const labels = peopleLabelsOf(
  { askAgeGroup: true, mealChoices: [], events },
  rsvpQuestionTextDefaults,
)

const guestList: CoupleInvitation[] = [
  guestRow({
    human_key: '001',
    family_name: 'Familia García',
    family_chief: 'Juan García',
    phone: '+525512345678',
  }),
  guestRow({
    human_key: '5E3',
    family_name: 'Familia Ibáñez Ríos',
    available_tickets: 4,
    will_attend: true,
    confirmed_tickets: 3,
    confirmed_at: '2026-11-23T21:04:00Z',
    event_keys: ['event-civil', 'event-reception'],
    table_name: 'Mesa 2',
  }),
  guestRow({ human_key: 'K7W', family_name: '=HYPERLINK("http://evil","x")' }),
  guestRow({ human_key: 'M3P', family_name: '+SUM(1,2)', family_chief: '@SUM(1)' }),
  guestRow({ human_key: 'P4Q', family_name: '-2+3' }),
]

// the files the dashboard hands the browser to download
const downloads = captureDownloads()

const downloaded = async () => new Uint8Array(await downloads.at(-1)!.arrayBuffer())
const asText = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)

async function chooseFile(
  bytes: Uint8Array<ArrayBuffer> | string,
  existing: CoupleInvitation[] = [],
) {
  render(
    <ImportDialog
      existing={existing}
      events={events}
      onClose={() => {}}
      onImported={async () => {}}
    />,
  )
  await userEvent.upload(
    screen.getByLabelText('Archivo CSV'),
    new File([bytes], 'invitados.csv', { type: 'text/csv' }),
  )
}

describe('the couple’s spreadsheet in the dashboard', () => {
  it('reads a file headed in Spanish, in any order and case, accents or not', async () => {
    await chooseFile('LUGARES,numero,Familia,JEFE DE FAMILIA\n4,017,Familia Pérez,Ana Pérez\n')
    expect(
      await screen.findByText(/1 invitación nueva, 0 actualizadas y 0 sin cambios/),
    ).toBeVisible()
    expect(screen.getByRole('list', { name: 'Invitaciones nuevas' })).toHaveTextContent(
      '017 · Familia Pérez (Ana Pérez) · 4 lugares',
    )
  })

  it('finds nothing to save when the same file comes again, numbers or not', async () => {
    await chooseFile(
      'Número,Familia,Jefe de familia,Lugares\n' +
        '001,Familia García,Juan García,2\n' +
        ',familia ibáñez ríos,,4\n',
      guestList,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /Actualizar las invitaciones/ }))
    expect(
      await screen.findByText(/0 invitaciones nuevas, 1 actualizada y 1 sin cambios/),
    ).toBeVisible()
    expect(
      within(screen.getByRole('list', { name: 'Invitaciones actualizadas' })).getByRole('listitem'),
    ).toHaveTextContent('5E3: Familia: Familia Ibáñez Ríos → familia ibáñez ríos')
  })

  it('warns about two rows for the same family, and still lets the couple save', async () => {
    await chooseFile('Número,Familia,Jefe de familia,Lugares\n,Familia Peña,,2\n,FAMILIA PENA,,3\n')
    const warning = await screen.findByText(/Revisa 1 nombre repetido/)
    expect(warning.closest('[role="alert"]')).toHaveTextContent(
      'Línea 3, columna Familia: FAMILIA PENA también está en la línea 2',
    )
    expect(screen.getByRole('button', { name: 'Guardar 2 invitaciones' })).toBeEnabled()
  })

  it('refuses a Windows-1252 file in Spanish, saving nothing', async () => {
    await chooseFile(
      new Uint8Array(
        Buffer.from('Número,Familia,Jefe de familia,Lugares\n,Familia Peña,,2\n', 'latin1'),
      ),
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No se guardó nada.')
    expect(alert).toHaveTextContent(/no está en UTF-8.*«CSV UTF-8 \(delimitado por comas\)»/)
    expect(screen.getByRole('button', { name: /Guardar/ })).toBeDisabled()
  })

  it('exports for Excel with a BOM, commas, Spanish headers, guarded formulas and numbers as text', async () => {
    render(<ExportButtons rows={guestList} timeZone="America/Mexico_City" labels={labels} />)
    await userEvent.click(screen.getByRole('button', { name: 'Exportar para Excel' }))
    const bytes = await downloaded()
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = asText(bytes)
    expect(text).toMatch(
      /^\uFEFFNúmero,Familia,Jefe de familia,Lugares,Teléfono,Eventos,Mesa,Respuesta,Personas,Respondió\r\n/,
    )
    expect(text).toContain("\r\n'001,Familia García,Juan García,2,'+525512345678,,,,0,\r\n")
    // «Eventos», then «Mesa»
    expect(text).toContain(
      '\r\n\'5E3,Familia Ibáñez Ríos,,4,,"Ceremonia Civil, Recepción",Mesa 2,sí,3,2026-11-23 15:04\r\n',
    )
    expect(text).toContain(`\r\nK7W,"'=HYPERLINK(""http://evil"",""x"")",,2,,,,,0,\r\n`)
    expect(text).toContain('\r\nM3P,"\'+SUM(1,2)",\'@SUM(1),2,,,,,0,\r\n')
    expect(text).toContain("\r\nP4Q,'-2+3,,2,,,,,0,\r\n")
  })

  it('guards formulas in the plain CSV too, and reopening either export changes nothing', async () => {
    render(<ExportButtons rows={guestList} timeZone="America/Mexico_City" labels={labels} />)
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    const plain = await downloaded()
    expect(asText(plain)).toContain(`\nK7W,"'=HYPERLINK(""http://evil"",""x"")",,2,,,,,0,\n`)
    await userEvent.click(screen.getByRole('button', { name: 'Exportar para Excel' }))
    const excel = await downloaded()

    for (const file of [plain, excel]) {
      cleanup()
      await chooseFile(file, guestList)
      expect(
        await screen.findByText(/0 invitaciones nuevas, 0 actualizadas y 5 sin cambios/),
      ).toBeVisible()
      // 5E3's «Mesa» comes back too: this import leaves the seating as it is, and says so
      expect(screen.getByText(/Aquí no se cambian las mesas/)).toBeVisible()
      expect(screen.getByRole('button', { name: /Guardar/ })).toBeDisabled()
    }
  })

  it('reads the «Eventos» titles as the couple wrote them, showing what changes', async () => {
    await chooseFile(
      'Número,Familia,Jefe de familia,Lugares,Eventos\n' +
        '017,Familia Pérez,,4,recepcion; CEREMONIA civil\n' +
        '5E3,Familia Ibáñez Ríos,,4,Recepción\n',
      guestList,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /Actualizar las invitaciones/ }))
    expect(screen.getByRole('list', { name: 'Invitaciones nuevas' })).toHaveTextContent(
      '017 · Familia Pérez · 4 lugares · Eventos: Ceremonia Civil, Recepción',
    )
    expect(screen.getByRole('list', { name: 'Invitaciones actualizadas' })).toHaveTextContent(
      '5E3: Eventos: Ceremonia Civil, Recepción → Recepción',
    )
  })

  it('refuses a title that is no event in Spanish, naming the line and the title', async () => {
    await chooseFile(
      'Número,Familia,Jefe de familia,Lugares,Eventos\n' +
        '017,Familia Pérez,,4,Recepción\n' +
        '018,Familia Ruiz,,2,Recepción; Tornaboda\n',
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No se guardó nada.')
    expect(alert).toHaveTextContent(
      'Línea 3, columna Eventos: «Tornaboda» no es uno de los eventos de «Preguntas de la ' +
        'confirmación» («Ceremonia Civil», «Ceremonia Religiosa», «Recepción»).',
    )
    expect(screen.getByRole('button', { name: /Guardar/ })).toBeDisabled()
  })

  it('offers an empty template with the Spanish columns, plain and for Excel', async () => {
    render(
      <ImportDialog existing={[]} events={events} onClose={() => {}} onImported={async () => {}} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Descargar plantilla CSV' }))
    expect(asText(await downloaded())).toBe(
      'Número,Familia,Jefe de familia,Lugares,Teléfono,Eventos,Mesa\n',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Descargar plantilla para Excel' }))
    expect(asText(await downloaded())).toBe(
      '\uFEFFNúmero,Familia,Jefe de familia,Lugares,Teléfono,Eventos,Mesa\r\n',
    )
  })
})
