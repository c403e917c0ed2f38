// @vitest-environment jsdom
import { render, screen, waitFor, within } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import { Suspense, type ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestMessagesQuery, rsvpQuestionsQuery } from '../../../web/src/content/queries'
import { sendingOrder } from '../../../web/src/features/sending/sending-order'
import { rowsInSegment } from '../../../web/src/lib/couple/segments'
import { queryDefaultDataset } from '../../support/default-dataset'
import { guestRow } from '../../support/guest-row'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import {
  coupleEmail,
  signInAsCouple,
  stopSignedInCouple,
} from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

let backend: EmbeddedBackend
let GuestDashboard: ComponentType

// The dashboard against a real embedded server (PGlite), signed in as the couple.
beforeAll(async () => {
  backend = await signInAsCouple()
  await backend.db.exec(`
    update public.rsvp_settings set modification_deadline = date '2026-12-20';
    update public.rsvp_guests set last_opened_at = now() where human_key in ('004', '005', '007');
    update public.rsvp_guests set phone = '+525512345678' where human_key = '004';
  `)
  const [dashboard, store] = await Promise.all([
    import('../../../web/src/app/couple-dashboard/guest-dashboard'),
    import('../../../web/src/content/content-store'),
  ])
  GuestDashboard = dashboard.GuestDashboard
  const prime = (query: string, result: unknown) =>
    store.primeContent({ [store.contentKey(query, {})]: { query, params: {}, result } })
  prime(guestMessagesQuery, await queryDefaultDataset(guestMessagesQuery))
  prime(rsvpQuestionsQuery, await queryDefaultDataset(rsvpQuestionsQuery))
  // the WhatsApp links open nothing in jsdom
  document.addEventListener('click', (event) => event.preventDefault())
})

afterAll(() => stopSignedInCouple(backend))

async function sends() {
  const { rows } = await backend.db.query<{ key: string; template: string; by: string }>(
    `select g.human_key as key, s.template, s.sent_by_email as by
     from public.rsvp_sends s join public.rsvp_guests g on g.id = s.guest_id order by s.id`,
  )
  return rows
}

async function choose(field: HTMLElement, option: string) {
  await userEvent.click(field)
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('a sending run', () => {
  it('goes family after family through «Abiertas sin respuesta», each send recorded', async () => {
    render(
      <Suspense fallback="cargando">
        <GuestDashboard />
      </Suspense>,
    )
    await screen.findByRole('listitem', { name: /^004 · / }, serverWait)
    const notSent = () => document.querySelector('[data-tally="Sin enviar"] dd')?.textContent
    expect(notSent()).toBe('16')

    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensajes…' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Enviar mensajes' }))
    await choose(
      dialog.getByRole('combobox', { name: 'Mensaje' }),
      'Recordatorio de la fecha límite',
    )
    await choose(dialog.getByRole('combobox', { name: 'A quiénes' }), 'Abiertas sin respuesta')
    expect(dialog.getByRole('status')).toHaveTextContent('3 familias')
    await userEvent.click(dialog.getByRole('button', { name: 'Empezar' }))

    expect(dialog.getByRole('status')).toHaveTextContent('Recordatorio de la fecha límite: 1 de 3')
    const preview = dialog.getByRole('textbox', { name: 'Así se enviará' })
    await waitFor(
      () =>
        expect((preview as HTMLTextAreaElement).value).toContain(
          'antes del 20 de diciembre de 2026',
        ),
      serverWait,
    )
    expect((preview as HTMLTextAreaElement).value).toContain('/rsvp?invitation=004')
    const open = dialog.getByRole('link', { name: 'Abrir en WhatsApp' })
    expect(open.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/525512345678\?text=/)
    expect(dialog.getByText('WhatsApp abrirá el chat de +525512345678.')).toBeVisible()
    await userEvent.click(open)
    // opening WhatsApp is not sending: nothing is recorded until the couple says it went
    expect(dialog.getByText(/¿Se envió el mensaje a Familia/)).toBeVisible()
    expect(await sends()).toEqual([])
    await userEvent.click(dialog.getByRole('button', { name: 'Sí, se envió' }))

    // the families without a phone come last, together
    await waitFor(
      () => expect(dialog.getByRole('status')).toHaveTextContent('Quedan 2 familias sin teléfono'),
      serverWait,
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar una por una' }))
    expect(dialog.getByRole('status')).toHaveTextContent('2 de 3')
    expect(dialog.getByText('Sin teléfono: WhatsApp te pedirá elegir el contacto.')).toBeVisible()
    expect(dialog.getByRole('link', { name: 'Abrir en WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Saltar' }))
    expect(dialog.getByRole('status')).toHaveTextContent('3 de 3')
    await userEvent.click(dialog.getByRole('link', { name: 'Abrir en WhatsApp' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Sí, se envió' }))

    await waitFor(
      () =>
        expect(dialog.getByRole('status')).toHaveTextContent(
          'Listo: 2 envíos registrados de 3 familias.',
        ),
      serverWait,
    )
    expect(await sends()).toEqual([
      { key: '004', template: 'deadline', by: coupleEmail },
      { key: '007', template: 'deadline', by: coupleEmail },
    ])
    await userEvent.click(dialog.getByRole('button', { name: 'Cerrar' }))
    expect(notSent()).toBe('14')
    const card = within(screen.getByRole('listitem', { name: /^004 · / }))
    expect(card.getByText(/\(Recordatorio de la fecha límite\)/)).toBeVisible()
  })
})

describe('the order of a run', () => {
  it('puts the families with a phone first, each group in its own order', () => {
    const rows = [
      guestRow({ human_key: 'AAA' }),
      guestRow({ human_key: 'BBB', phone: '+525511111111' }),
      guestRow({ human_key: 'CCC' }),
      guestRow({ human_key: 'DDD', phone: '+525522222222' }),
    ]
    expect(sendingOrder(rows, ['AAA', 'BBB', 'CCC', 'DDD'])).toEqual(['BBB', 'DDD', 'AAA', 'CCC'])
  })
})

describe('segments', () => {
  const row = guestRow
  const sent = [
    { template: 'invitation' as const, sent_at: '2025-09-01T10:00:00Z', sent_by_email: null },
  ]
  const opened = '2025-09-02T10:00:00Z'
  const rows = [
    row({ human_key: 'NEW' }),
    row({ human_key: 'SNT', sends: sent }),
    row({ human_key: 'OPN', sends: sent, last_opened_at: opened }),
    row({
      human_key: 'YES',
      sends: sent,
      last_opened_at: opened,
      will_attend: true,
      confirmed_tickets: 2,
    }),
    row({ human_key: 'NO0', last_opened_at: opened, will_attend: false }),
  ]
  const keysOf = (segment: Parameters<typeof rowsInSegment>[1]) =>
    rowsInSegment(rows, segment).map((each) => each.human_key)

  it('tells each family’s way apart: sent, opened, answered', () => {
    expect(keysOf('notSent')).toEqual(['NEW', 'NO0'])
    expect(keysOf('sentNotOpened')).toEqual(['SNT'])
    expect(keysOf('openedNotAnswered')).toEqual(['OPN'])
    expect(keysOf('attending')).toEqual(['YES'])
    expect(keysOf('declined')).toEqual(['NO0'])
    expect(keysOf('all')).toHaveLength(5)
  })
})
