// @vitest-environment jsdom
import { render, screen, waitFor, within } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  rsvpQuestionsFrom,
  rsvpQuestionTextDefaults,
} from '../../../web/src/content/rsvp-questions'
import type { CoupleInvitation } from '../../../web/src/lib/couple/api/guest-row'
import type { ExportButtonsProps } from '../../../web/src/features/guest-list/import-export/export-buttons'
import type { SeatingPlanDialogProps } from '../../../web/src/features/print/seating-plan-dialog'
import { peopleLabelsOf } from '../../../web/src/lib/guest-csv/people-rows'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'
import { captureDownloads, downloadedText } from '../../support/captured-downloads'
import { serverWait } from '../../support/server-wait'

const labels = peopleLabelsOf(rsvpQuestionsFrom(null), rsvpQuestionTextDefaults)

let backend: EmbeddedBackend
let SeatingPlanDialog: ComponentType<SeatingPlanDialogProps>
let ExportButtons: ComponentType<ExportButtonsProps>
let rows: CoupleInvitation[]

// a real embedded server (PGlite) with the demo list, the couple signed in, and the seating:
// Mesa 1 (8) with 002, Mesa 2 (2) over capacity with 014's three
beforeAll(async () => {
  backend = await signInAsCouple()
  for (const statement of [
    `select public.couple_create_table('Mesa 1', 8)`,
    `select public.couple_create_table('Mesa 2', 2)`,
    `select public.couple_create_table('Principal', 10)`,
    `select public.couple_update_table('Principal', 'Principal', 10, 'long', true)`,
    `select public.couple_place_table('Mesa 1', 30, 50)`,
    `select public.couple_seat_invitation('002', 'Mesa 1')`,
    `select public.couple_seat_invitation('014', 'Mesa 2')`,
  ]) {
    await backend.db.query(statement)
  }
  const [dialog, buttons, api] = await Promise.all([
    import('../../../web/src/features/print/seating-plan-dialog'),
    import('../../../web/src/features/guest-list/import-export/export-buttons'),
    import('../../../web/src/lib/couple/api/couple-api'),
  ])
  SeatingPlanDialog = dialog.SeatingPlanDialog
  ExportButtons = buttons.ExportButtons
  rows = await api.coupleApi.invitations()
})

afterAll(() => stopSignedInCouple(backend))

const downloads = captureDownloads()

const downloaded = (index: number) => downloadedText(downloads[index]!)

const pageRules = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .match(/@page\s*\{[^}]*\}/g) ?? []

describe('the printable seating plan', () => {
  it('shows each table with its families and people, the head table first and «Sin mesa» last', async () => {
    render(<SeatingPlanDialog rows={rows} labels={labels} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Plan de mesas' })
    const mesa1 = await within(dialog).findByRole('region', { name: 'Mesa 1' }, serverWait)
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '3 mesas · 5 personas sentadas · 3 personas sin mesa',
    )
    const tables = within(dialog).getAllByRole('region')
    expect(tables.map((table) => table.getAttribute('aria-label'))).toEqual([
      'Principal',
      'Mesa 1',
      'Mesa 2',
      'Sin mesa',
    ])
    expect(tables[0]).toHaveTextContent('Principal · 0/10 · Mesa principal')
    expect(tables[0]).toHaveTextContent('Nadie todavía')
    expect(mesa1).toHaveTextContent('Mesa 1 · 2/8')
    expect(mesa1).toHaveTextContent('Familia López Martínez (002)Invitado 1, Invitado 2')
    expect(tables[2]).toHaveTextContent('Mesa 2 · 3/2 · sobrecupo')
    expect(tables[2]).toHaveTextContent('Familia Navarro Gil (014)')
    expect(tables[3]).toHaveTextContent('Familia Jiménez (009)')
    expect(tables[3]).toHaveTextContent('Familia Sánchez Olvera (006)')
    expect(within(dialog).getByRole('img', { name: 'Plano del salón' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,/),
    )
  })

  it('has no axe violations', async () => {
    const { default: axe } = await import('axe-core')
    render(<SeatingPlanDialog rows={rows} labels={labels} onClose={() => {}} />)
    await screen.findByRole('region', { name: 'Mesa 1' }, serverWait)
    // jsdom draws nothing, so contrast is left to the browser
    const { violations } = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(violations.map(({ id, nodes }) => [id, nodes.map((node) => node.html)])).toEqual([])
  })

  it('prints on letter, or on A4 when chosen, through the browser’s print', async () => {
    const printed: number[] = []
    window.print = () => printed.push(1)
    render(<SeatingPlanDialog rows={rows} labels={labels} onClose={() => {}} />)
    await screen.findByRole('region', { name: 'Mesa 1' }, serverWait)
    expect(pageRules().join(' ')).toMatch(/size:\s*letter/)
    await userEvent.click(screen.getByRole('radio', { name: 'A4' }))
    expect(pageRules().join(' ')).toMatch(/size:\s*A4/)
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }))
    expect(printed).toEqual([1])
  })

  it('downloads the room plan as an SVG with each table’s seats used', async () => {
    render(<SeatingPlanDialog rows={rows} labels={labels} onClose={() => {}} />)
    await screen.findByRole('region', { name: 'Mesa 1' }, serverWait)
    await userEvent.click(screen.getByRole('button', { name: 'Descargar plano (SVG)' }))
    expect(downloads[0]?.type).toBe('image/svg+xml;charset=utf-8')
    const svg = new DOMParser().parseFromString(await downloaded(0), 'image/svg+xml')
    expect(svg.getElementsByTagName('parsererror')).toHaveLength(0)
    const texts = [...svg.querySelectorAll('g[data-table="Mesa 2"] text')].map((t) => t.textContent)
    expect(texts).toEqual(['Mesa 2', '3/2'])
  })
})

describe('the exports by table', () => {
  it('downloads a row per confirmed seat by table, and the meals of each table, for Excel', async () => {
    render(<ExportButtons rows={rows} timeZone="America/Mexico_City" labels={labels} />)
    await userEvent.click(screen.getByRole('button', { name: 'Exportar por mesa para Excel' }))
    await waitFor(() => expect(downloads).toHaveLength(1), serverWait)
    const csv = await downloaded(0)
    expect(csv.startsWith('\uFEFFMesa,Número,Familia,Nombre,Edad,Comida,Detalles\r\n')).toBe(true)
    // the questions ask no ages (rsvpQuestionsFrom(null)): the age is left empty, never «Adulto»
    expect(csv).toContain(
      "\r\nMesa 1,'002,Familia López Martínez,Invitado 1 · Familia López Martínez,,Sin datos,\r\n",
    )
    expect(csv.trimEnd().split('\r\n').at(-1)).toMatch(/^Sin mesa,'006,Familia Sánchez Olvera,/)

    await userEvent.click(screen.getByRole('button', { name: 'Comida por mesa (Excel)' }))
    await waitFor(() => expect(downloads).toHaveLength(2), serverWait)
    const meals = await downloaded(1)
    // no meals asked (no content here): the seats nobody described
    expect(meals.split('\r\n').slice(0, 6)).toEqual([
      '\uFEFFMesa,Personas,Sin preferencia,Sin datos',
      'Principal,0,0,0',
      'Mesa 1,2,0,2',
      'Mesa 2,3,0,3',
      'Sin mesa,3,0,3',
      'Total,8,0,8',
    ])
  })
})
