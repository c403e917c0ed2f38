// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType, ReactElement } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  guestMessagesQuery,
  layoutQuery,
  rsvpQuestionsQuery,
} from '../../../web/src/content/queries'
import { formatDateTime } from '../../../web/src/lib/couple/format'
import { respondInvitation } from '../../database/support/guest-calls'
import { queryDefaultDataset } from '../../support/default-dataset'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import {
  coupleEmail,
  signInAsCouple,
  stopSignedInCouple,
} from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

let backend: EmbeddedBackend
let CoupleDashboardPage: ComponentType
let renderWithApp: (ui: ReactElement) => unknown

// The whole page against a real embedded server (PGlite), signed in as the couple; its modules
// load once the server's address is known, since the site reads it from the environment.
beforeAll(async () => {
  backend = await signInAsCouple()
  const [page, store, render] = await Promise.all([
    import('../../../web/src/app/couple-dashboard/couple-dashboard-page'),
    import('../../../web/src/content/content-store'),
    import('../../support/render'),
  ])
  CoupleDashboardPage = page.default
  renderWithApp = render.renderWithApp
  const prime = (query: string, result: unknown) =>
    store.primeContent({ [store.contentKey(query, {})]: { query, params: {}, result } })
  prime(guestMessagesQuery, await queryDefaultDataset(guestMessagesQuery))
  prime(rsvpQuestionsQuery, await queryDefaultDataset(rsvpQuestionsQuery))
  prime(layoutQuery, await queryDefaultDataset(layoutQuery))
  // the WhatsApp links open nothing in jsdom
  document.addEventListener('click', (event) => event.preventDefault())
})

afterAll(() => stopSignedInCouple(backend))

/** A screen this many pixels wide, as MUI's useMediaQuery asks it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }))
}

afterEach(() => vi.unstubAllGlobals())

// A fixed clock: the seed's answers run from August to 1 October 2025; the couple last looked on
// 2 October; then 001 answers for the first time and 002 changes its answer.
beforeEach(async () => {
  await backend.db.exec(`
    delete from public.couple_visits;
    delete from public.rsvp_history where answered_at > '2025-10-02';
    insert into public.couple_visits (email, seen_through, visited_at)
    values ('${coupleEmail}', '2025-10-02 00:00+00', '2025-10-02 18:40+00');
    insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, answered_at)
    select id, a.will_attend, a.tickets, a.at::timestamptz
    from (values ('001', true, 2, '2025-10-03 10:00+00'), ('002', false, 0, '2025-10-04 09:30+00'))
           as a(human_key, will_attend, tickets, at)
    join public.rsvp_guests g on g.human_key = a.human_key;
  `)
})

const card = (key: string) =>
  screen.findByRole('listitem', { name: new RegExp(`^${key} · `) }, serverWait)

async function storedVisit() {
  const { rows } = await backend.db.query<{ seen_through: Date; visited_at: Date }>(
    'select seen_through, visited_at from public.couple_visits where email = $1',
    [coupleEmail],
  )
  return rows[0]
}

describe('what is new since the couple’s last visit', () => {
  it('marks each answer on its card and counts them in the title until «Marcar como visto»', async () => {
    renderWithApp(<CoupleDashboardPage />)
    // the card is found once the count is in the title: on a busy machine the list it was found
    // in first may since have been drawn anew
    await waitFor(() => expect(document.title).toBe('(2) Panel de los novios'), serverWait)
    const first = await card('001')
    expect(within(first).getByText('Nuevo')).toBeVisible()
    expect(first).toHaveTextContent('Nuevo: respondió desde tu última visita')
    expect(await card('002')).toHaveTextContent(
      'Cambió: cambió su respuesta desde tu última visita',
    )
    expect(within(await card('003')).queryByText(/Nuevo|Cambió/)).toBeNull()
    // the visit's date is asked for once the list shows something new
    expect(
      await screen.findByText(
        `2 novedades desde tu última visita (${formatDateTime('2025-10-02T18:40:00Z')})`,
        {},
        serverWait,
      ),
    ).toBeVisible()

    // the list with its marks and summary (the page's landmarks are the layout's); jsdom draws
    // nothing, so contrast is left to the browser
    const { default: axe } = await import('axe-core')
    const list = screen.getByRole('region', { name: 'Invitaciones' })
    const results = await axe.run(list, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map(({ id, nodes }) => [id, nodes.map((n) => n.html)])).toEqual([])

    // the list's own filter shows only them (its toolbar may still be loading on a busy machine)
    await userEvent.click(await screen.findByRole('combobox', { name: 'Mostrar' }, serverWait))
    await userEvent.click(await screen.findByRole('option', { name: 'Novedades' }))
    expect(screen.getByText('2 invitaciones')).toBeVisible()
    const cards = screen.getAllByRole('listitem', { name: /^\w{3} · / })
    expect(cards.map((item) => item.dataset.invitation)).toEqual(['001', '002'])

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como visto' }))
    await waitFor(() => expect(document.title).toBe('Panel de los novios'), serverWait)
    expect(screen.queryByText('Nuevo')).toBeNull()
    expect(screen.getByText(/^Todo visto/)).toHaveFocus()
    const visit = await storedVisit()
    // seen up to the newest answer the list showed, on the database's clock
    expect(visit?.seen_through.toISOString()).toBe('2025-10-04T09:30:00.000Z')
    expect(Date.now() - (visit?.visited_at.getTime() ?? 0)).toBeLessThan(60_000)
  })

  it('marks a family that answers while the page is open, once the couple comes back to it', async () => {
    await backend.db.exec(
      `update public.couple_visits set seen_through = '2025-10-04 09:30+00' where email = '${coupleEmail}'`,
    )
    renderWithApp(<CoupleDashboardPage />)
    await card('004')
    expect(document.title).toBe('Panel de los novios')
    // nothing new: the page makes this visit the last one; wait for that write, or it could land
    // after the next test's set-up and take that test's marks away
    await expect
      .poll(async () => (await storedVisit())?.visited_at.getTime(), serverWait)
      .toBeGreaterThan(Date.parse('2025-10-03'))

    await respondInvitation(backend.db, '192.0.2.80', '004', true, 1)
    act(() => void window.dispatchEvent(new Event('focus')))
    await waitFor(() => expect(document.title).toBe('(1) Panel de los novios'), serverWait)
    expect(await card('004')).toHaveTextContent('Nuevo: respondió desde tu última visita')
    expect(screen.getByText(/^1 novedad desde tu última visita/)).toBeVisible()
  })

  it('marks the row of the desktop table as well', async () => {
    screenWidth(1280)
    renderWithApp(<CoupleDashboardPage />)
    const row = (key: string) => document.querySelector<HTMLElement>(`tr[data-invitation="${key}"]`)
    await waitFor(() => expect(row('002')).not.toBeNull(), serverWait)
    expect(within(row('002')!).getByText('Cambió')).toBeVisible()
    expect(row('002')).toHaveTextContent('Cambió: cambió su respuesta desde tu última visita')
    expect(within(row('003')!).queryByText(/Nuevo|Cambió/)).toBeNull()
    // the table, not the phone's cards
    expect(document.querySelectorAll('li[data-invitation]')).toHaveLength(0)
  })

  it('marks nothing on a first visit, which then becomes the last one', async () => {
    await backend.db.exec('delete from public.couple_visits')
    renderWithApp(<CoupleDashboardPage />)
    await card('001')
    await waitFor(async () => expect(await storedVisit()).toBeDefined(), serverWait)
    expect(screen.queryByText('Nuevo')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Marcar como visto' })).toBeNull()
    expect(document.title).toBe('Panel de los novios')
    expect((await storedVisit())?.seen_through.toISOString()).toBe('2025-10-04T09:30:00.000Z')
  })
})
