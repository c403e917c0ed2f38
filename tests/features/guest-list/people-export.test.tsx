// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { rsvpQuestionTextDefaults } from '../../../web/src/content/rsvp-questions'
import type { CoupleInvitation } from '../../../web/src/lib/couple/api/guest-row'
import { ExportButtons } from '../../../web/src/features/guest-list/import-export/export-buttons'
import { TallyGrid } from '../../../web/src/features/guest-list/list/tally-grid'
import { peopleLabelsOf } from '../../../web/src/lib/guest-csv/people-rows'
import { guestRow, person } from '../../support/guest-row'
import { captureDownloads, downloadedText } from '../../support/captured-downloads'

// the couple's «Preguntas de la confirmación»: their meals and events, and the form's words
const labels = peopleLabelsOf(
  {
    askAgeGroup: true,
    mealChoices: [
      { key: 'pollo', label: 'Pollo en mole' },
      { key: 'vegetariano', label: 'Vegetariano' },
      { key: 'alergia', label: 'Alergia o intolerancia' },
    ],
    events: [
      { key: 'event-ceremony', title: 'Ceremonia religiosa' },
      { key: 'event-reception', title: 'Recepción' },
    ],
  },
  rsvpQuestionTextDefaults,
)

const row = (fields: Parameters<typeof guestRow>[0]) =>
  guestRow({ available_tickets: 4, ...fields })

// out of order, as a refresh may leave them; the export sorts by number like the CLI
const guestList: CoupleInvitation[] = [
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
    family_name: 'Familia García Muñoz',
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

const downloads = captureDownloads()

const downloaded = (index: number) => downloadedText(downloads[index]!)

const renderButtons = () =>
  render(<ExportButtons rows={guestList} timeZone="America/Mexico_City" labels={labels} />)

describe('the people export of the dashboard', () => {
  it('writes a row per confirmed seat, by number, in the couple’s words, with a byte-order mark', async () => {
    renderButtons()
    await userEvent.click(screen.getByRole('button', { name: 'Descargar personas (CSV)' }))

    expect(downloads).toHaveLength(1)
    expect(await downloaded(0)).toBe(
      '\uFEFFNúmero,Familia,Nombre,Edad,Comida,Detalles,Eventos\n' +
        '001,Familia García Muñoz,Ana García,Adulto,Alergia o intolerancia,"nueces, mariscos","Ceremonia religiosa, Recepción"\n' +
        '001,Familia García Muñoz,Invitado 2 · Familia García Muñoz,Niña o niño,Vegetariano,,Recepción\n' +
        '001,Familia García Muñoz,Invitado 3 · Familia García Muñoz,Sin datos,Sin datos,,\n' +
        `K7W,Familia Ruiz,"'=HYPERLINK(""http://evil"",""x"")",Adulto,Pollo en mole,,\n` +
        `K7W,Familia Ruiz,"'+SUM(1,2)",Niña o niño,Sin preferencia,,\n`,
    )
  })

  it('offers the same list for Excel beside it: CRLF and 001 kept as text', async () => {
    renderButtons()
    await userEvent.click(screen.getByRole('button', { name: 'Descargar personas para Excel' }))

    const csv = await downloaded(0)
    expect(csv.startsWith('\uFEFFNúmero,Familia,Nombre,Edad,Comida,Detalles,Eventos\r\n')).toBe(
      true,
    )
    expect(csv).toContain(
      "\r\n'001,Familia García Muñoz,Invitado 2 · Familia García Muñoz,Niña o niño,Vegetariano,,Recepción\r\n",
    )
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(6)
  })

  it('sums up the meals for the caterer, «Sin preferencia» and seats nobody described included', async () => {
    renderButtons()
    await userEvent.click(screen.getByRole('button', { name: 'Resumen de comida (Excel)' }))

    expect(await downloaded(0)).toBe(
      '\uFEFFComida,Personas\r\n' +
        'Pollo en mole,1\r\n' +
        'Vegetariano,1\r\n' +
        'Alergia o intolerancia,1\r\n' +
        'Sin preferencia,1\r\n' +
        'Sin datos,1\r\n' +
        'Total,5\r\n',
    )
  })

  it('counts the same meals in the dashboard’s tallies', async () => {
    render(<TallyGrid rows={guestList} labels={labels} />)
    // jsdom has no wide screen: the tallies start folded, as on a phone
    await userEvent.click(screen.getByRole('button', { name: /^Resumen/ }))
    expect(
      within(screen.getByRole('heading', { name: 'Comida' })).getByText('Comida'),
    ).toBeVisible()
    const tally = (label: string) =>
      document.querySelector(`dl[aria-labelledby="novios-comida"] [data-tally="${label}"] dd`)
        ?.textContent
    expect(
      [
        'Pollo en mole',
        'Vegetariano',
        'Alergia o intolerancia',
        'Sin preferencia',
        'Sin datos',
      ].map(tally),
    ).toEqual(['1', '1', '1', '1', '1'])
    expect(document.querySelector('[data-tally="Personas que asistirán"] dd')?.textContent).toBe(
      '5',
    )
  })
})
