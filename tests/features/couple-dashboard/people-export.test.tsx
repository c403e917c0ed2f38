// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GuestRow } from '../../../web/src/features/couple-dashboard/api/guest-row'
import { ExportButtons } from '../../../web/src/features/couple-dashboard/import-export/export-buttons'
import { guestRow, person } from '../../support/guest-row'

const row = (fields: Parameters<typeof guestRow>[0]) =>
  guestRow({ available_tickets: 4, ...fields })

// out of order, as a refresh may leave them; the export sorts by number like the CLI
const guestList: GuestRow[] = [
  row({
    human_key: 'K7W',
    family_name: 'Familia Ruiz',
    will_attend: true,
    confirmed_tickets: 2,
    people: [
      person({ name: '=HYPERLINK("http://evil","x")', meal: 'pollo' }),
      person({ name: '+SUM(1,2)', child: true }),
    ],
  }),
  row({
    human_key: '001',
    family_name: 'Familia García',
    will_attend: true,
    confirmed_tickets: 3,
    people: [
      person({
        name: 'Ana García',
        meal: 'alergia',
        meal_details: 'nueces, mariscos',
        events: ['event-ceremony', 'event-reception'],
      }),
      person({ child: true, meal: 'vegetariano', events: ['event-reception'] }),
    ],
  }),
  // a declined answer keeps no one, whatever an old record says
  row({ human_key: '002', will_attend: false, people: [person({ name: 'Nadie' })] }),
  row({ human_key: '003' }),
]

let downloads: Blob[] = []
beforeEach(() => {
  downloads = []
  URL.createObjectURL = (blob: Blob) => {
    downloads.push(blob)
    return 'blob:download'
  }
  URL.revokeObjectURL = () => {}
})
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

describe('the people export of the dashboard', () => {
  it('writes one row per person, by number, with the CLI’s columns in Spanish and formulas made text', async () => {
    render(<ExportButtons rows={guestList} timeZone="America/Mexico_City" />)
    await userEvent.click(screen.getByRole('button', { name: 'Descargar personas (CSV)' }))

    expect(downloads).toHaveLength(1)
    expect(await downloads[0]!.text()).toBe(
      'Número,Familia,Nombre,Adulto o niño,Comida,Detalles,Eventos\n' +
        '001,Familia García,Ana García,adulto,alergia,"nueces, mariscos","event-ceremony, event-reception"\n' +
        '001,Familia García,,niño,vegetariano,,event-reception\n' +
        `K7W,Familia Ruiz,"'=HYPERLINK(""http://evil"",""x"")",adulto,pollo,,\n` +
        `K7W,Familia Ruiz,"'+SUM(1,2)",niño,,,\n`,
    )
  })
})
