// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  guestMessagesQuery,
  layoutQuery,
  rsvpQuestionsQuery,
} from '../../../web/src/content/queries'
import { primeContent, contentKey } from '../../../web/src/content/content-store'
import {
  rsvpQuestionsFrom,
  rsvpQuestionTextDefaults,
  type RsvpQuestions,
} from '../../../web/src/content/rsvp-questions'
import { peopleLabelsOf } from '../../../web/src/lib/guest-csv/people-rows'
import type { GuestMessagesQueryResult } from '../../../web/src/content/sanity.types'
import { InvitationList } from '../../../web/src/features/guest-list/list/invitation-list'
import { InvitationTable } from '../../../web/src/features/guest-list/list/invitation-table'
import { TallyGrid } from '../../../web/src/features/guest-list/list/tally-grid'
import { CoupleHeader } from '../../../web/src/app/couple-dashboard/couple-header'
import { queryDefaultDataset } from '../../support/default-dataset'
import { guestRow } from '../../support/guest-row'
import { renderWithApp } from '../../support/render'

/** A screen this many pixels wide, as MUI's useMediaQuery asks it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query)
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }
  })
}

afterEach(() => vi.unstubAllGlobals())

let messages: GuestMessagesQueryResult
let questions: RsvpQuestions

beforeAll(async () => {
  messages = { ...(await queryDefaultDataset(guestMessagesQuery)), siteUrl: null }
  questions = rsvpQuestionsFrom(await queryDefaultDataset(rsvpQuestionsQuery))
  const layout = await queryDefaultDataset(layoutQuery)
  primeContent({
    [contentKey(layoutQuery, {})]: { query: layoutQuery, params: {}, result: layout },
  })
  // the WhatsApp links open nothing in jsdom
  document.addEventListener('click', (event) => event.preventDefault())
}, 30_000)

const rows = [
  guestRow({ human_key: 'B7K', family_name: 'Familia Ávila' }),
  guestRow({ human_key: '0O1', family_name: 'Familia Zamora', will_attend: true }),
  guestRow({ human_key: '2QX', family_name: 'Familia Benítez' }),
]

function renderList(onOpen = vi.fn(), onEditPeople = vi.fn()) {
  renderWithApp(
    <InvitationList
      rows={rows}
      messages={messages}
      questions={questions}
      deadline={null}
      onOpen={onOpen}
      onEditPeople={onEditPeople}
    />,
  )
  return { onOpen, onEditPeople }
}

describe('the list on a phone (390 px)', () => {
  it('warns once, above the list, that every link uses this dashboard’s address', () => {
    screenWidth(390)
    renderList()
    expect(screen.getAllByRole('listitem', { name: /^\S+ · Familia/ })).toHaveLength(3)
    const warnings = screen.getAllByRole('alert')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toHaveTextContent(
      `Los enlaces personales usan la dirección de este panel: ${window.location.origin}`,
    )
    expect(warnings[0]).toHaveTextContent('«Dirección pública del sitio»')
    expect(screen.getAllByText(/Dirección pública del sitio/)).toHaveLength(1)
    // above the list, not inside a card
    expect(warnings[0]!.closest('li')).toBeNull()
    const firstCard = screen.getByRole('listitem', { name: 'B7K · Familia Ávila' })
    expect(
      warnings[0]!.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('says once which public address the links use when it is set', () => {
    screenWidth(390)
    renderWithApp(
      <InvitationList
        rows={rows}
        messages={{ ...messages, siteUrl: 'https://boda.example.com' }}
        questions={questions}
        deadline={null}
        onOpen={vi.fn()}
        onEditPeople={vi.fn()}
      />,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getAllByText(/dirección pública del sitio/)).toEqual([
      screen.getByText(
        'Los enlaces de las invitaciones usan la dirección pública del sitio: https://boda.example.com',
      ),
    ])
  })

  it('opens an invitation on a tap anywhere on its card, or Enter or Space on it', async () => {
    screenWidth(390)
    const user = userEvent.setup()
    const { onOpen, onEditPeople } = renderList()
    const card = screen.getByRole('listitem', { name: 'B7K · Familia Ávila' })

    await user.click(within(card).getByText('Lugares'))
    expect(onOpen).toHaveBeenLastCalledWith('B7K')
    expect(onOpen).toHaveBeenCalledOnce()

    card.focus()
    expect(card).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onOpen).toHaveBeenCalledTimes(3)

    // its own buttons keep their own work, and open it once
    await user.click(
      within(card).getByRole('link', { name: 'Enviar por WhatsApp a Familia Ávila' }),
    )
    expect(onOpen).toHaveBeenCalledTimes(3)
    await user.click(within(card).getByRole('button', { name: 'Ver y editar la invitación B7K' }))
    expect(onOpen).toHaveBeenCalledTimes(4)
    const attending = screen.getByRole('listitem', { name: '0O1 · Familia Zamora' })
    await user.click(
      within(attending).getByRole('button', { name: 'Editar las personas de la invitación 0O1' }),
    )
    expect(onEditPeople).toHaveBeenCalledExactlyOnceWith('0O1')
    expect(onOpen).toHaveBeenCalledTimes(4)
    // Enter on a button inside is the button's, not the card's
    within(attending)
      .getByRole('button', { name: 'Editar las personas de la invitación 0O1' })
      .focus()
    await user.keyboard('{Enter}')
    expect(onEditPeople).toHaveBeenCalledTimes(2)
    expect(onOpen).toHaveBeenCalledTimes(4)
  })

  it('reaches every card from the keyboard, one stop a card before its buttons', async () => {
    screenWidth(390)
    const user = userEvent.setup()
    renderList()
    const card = screen.getByRole('listitem', { name: 'B7K · Familia Ávila' })
    card.focus()
    await user.tab()
    expect(within(card).getByRole('link', { name: /^Enviar por WhatsApp/ })).toHaveFocus()
  })
})

describe('the table on a desktop', () => {
  it('opens an invitation on a click anywhere on its row, or Enter or Space on it', async () => {
    const user = userEvent.setup()
    const onOpen = vi.fn()
    renderWithApp(<InvitationTable rows={rows} onOpen={onOpen} />)
    const row = screen.getByRole('row', { name: /Familia Benítez/ })
    await user.click(within(row).getByText('Familia Benítez'))
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('2QX')

    row.focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onOpen).toHaveBeenCalledTimes(3)

    await user.click(within(row).getByRole('button', { name: 'Ver y editar la invitación 2QX' }))
    expect(onOpen).toHaveBeenCalledTimes(4)
    // sorting is the header's own
    await user.click(screen.getByRole('button', { name: 'Familia' }))
    expect(onOpen).toHaveBeenCalledTimes(4)
  })
})

describe('the tallies', () => {
  it('are folded on a phone, so the first screen shows the list, and open on a tap', async () => {
    screenWidth(390)
    const user = userEvent.setup()
    renderWithApp(
      <TallyGrid rows={rows} labels={peopleLabelsOf(questions, rsvpQuestionTextDefaults)} />,
    )
    const summary = screen.getByRole('button', { name: /^Resumen/ })
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Resumen/)
    expect(summary).toHaveAttribute('aria-expanded', 'false')
    // what matters most stays in sight while folded
    expect(summary).toHaveTextContent('0 asistirán · 2 sin respuesta')
    expect(document.querySelector('[data-tally="Invitaciones"]')).not.toBeVisible()

    await user.click(summary)
    expect(summary).toHaveAttribute('aria-expanded', 'true')
    expect(document.querySelector('[data-tally="Invitaciones"]')).toBeVisible()
  })

  it('are open on a desktop', () => {
    screenWidth(1280)
    renderWithApp(
      <TallyGrid rows={rows} labels={peopleLabelsOf(questions, rsvpQuestionTextDefaults)} />,
    )
    expect(screen.getByRole('button', { name: /^Resumen/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(document.querySelector('[data-tally="Invitaciones"] dd')).toHaveTextContent('3')
  })

  it('count no one an adult when the couple does not ask ages', () => {
    screenWidth(1280)
    const labels = peopleLabelsOf({ ...questions, askAgeGroup: false }, rsvpQuestionTextDefaults)
    renderWithApp(<TallyGrid rows={rows} labels={labels} />)
    expect(screen.queryByText('Adultos')).toBeNull()
    expect(document.querySelector('[data-tally="Adultos"]')).toBeNull()
  })
})

describe('the dashboard’s header on a phone', () => {
  it('is one line: the couple’s names whole for screen readers, the email kept for them too', async () => {
    screenWidth(390)
    await act(async () => {
      renderWithApp(
        <Suspense fallback={null}>
          <CoupleHeader email="novios@example.com" />
        </Suspense>,
      )
    })
    const header = await screen.findByRole('banner')
    const names = header.querySelector('[data-couple-names]')!
    expect(names.textContent).toBe('Mariana & Alejandro')
    expect(names).toHaveAttribute('title', 'Mariana & Alejandro')
    expect(within(header).getByText('novios@example.com')).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: 'Ver el sitio' })).toBeVisible()
    expect(within(header).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  })
})

describe('what a phone shows, for axe', () => {
  it('has no violations: the tappable cards, the folded tallies and the header', async () => {
    screenWidth(390)
    const { default: axe } = await import('axe-core')
    await act(async () => {
      renderWithApp(
        <Suspense fallback={null}>
          <CoupleHeader email="novios@example.com" />
          <main>
            <TallyGrid rows={rows} labels={peopleLabelsOf(questions, rsvpQuestionTextDefaults)} />
            <InvitationList
              rows={rows}
              messages={messages}
              questions={questions}
              deadline={null}
              onOpen={vi.fn()}
              onEditPeople={vi.fn()}
            />
          </main>
        </Suspense>,
      )
    })
    await screen.findByRole('banner')
    // jsdom draws nothing, so contrast is left to the browser's own test
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(results.violations.map(({ id, nodes }) => [id, nodes.map((n) => n.html)])).toEqual([])
  })
})
