// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { paseLink } from '../../../web/src/lib/guest-list/invitation-link'
import { qrPath } from '../../../web/src/lib/qr/qr-path'
import { addCoupleMember, callAsUser, coupleEmail } from '../../database/support/as-couple'
import { renderRsvpPage, rsvpPageForThisFile } from './support/render-rsvp-page'
import { primeRsvpQuestions } from './support/rsvp-questions'

// put back before each test as the seed left it: no tables, the switch off
const backend = rsvpPageForThisFile()

const asCouple = (call: string, params: unknown[]) =>
  callAsUser(backend.db, coupleEmail, call, params)

beforeEach(async () => {
  await primeRsvpQuestions()
  await addCoupleMember(backend.db, coupleEmail)
  vi.useFakeTimers({ now: new Date('2025-09-15T12:00:00Z'), shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

/** «Mesa 1» for 002 and «Mesa de niños» for its second person, as the couple seats them. */
async function seat002({ shown }: { shown: boolean }) {
  await asCouple('public.couple_create_table($1, $2)', ['Mesa 1', 8])
  await asCouple('public.couple_create_table($1, $2)', ['Mesa de niños', 6])
  await asCouple('public.couple_seat_invitation($1, $2)', ['002', 'Mesa 1'])
  await asCouple('public.couple_seat_person($1, $2, $3)', ['002', 2, 'Mesa de niños'])
  await asCouple('public.couple_set_show_tables($1)', [shown])
}

async function openInvitation(humanKey: string, familyName: string) {
  const page = await renderRsvpPage({ route: `/rsvp?invitation=${humanKey}` })
  const card = within(await screen.findByRole('region', { name: familyName }))
  return { ...page, card }
}

async function openPase(humanKey = '002', familyName = 'Familia López Martínez') {
  const page = await openInvitation(humanKey, familyName)
  return { ...page, pase: await showPase(page) }
}

async function showPase({ card, user }: Awaited<ReturnType<typeof openInvitation>>) {
  const button = card.getByRole('button', { name: 'Ver mi pase' })
  expect(button).toHaveAttribute('aria-expanded', 'false')
  await user.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  return within(await card.findByRole('region', { name: 'Tu pase' }, { timeout: 10_000 }))
}

/** The card's own detail under this label, outside the pase. */
const cardDetail = (card: ReturnType<typeof within>, term: string) =>
  card.queryByText(term, { selector: '.invitation-card__details dt' })?.nextElementSibling

/** Each label of the pase with its values, as a screen reader reads the list. */
function paseLines(pase: ReturnType<typeof within>): { term: string; values: string[] }[] {
  return pase.getAllByRole('term').map((term: HTMLElement) => ({
    term: term.textContent ?? '',
    values: Array.from(term.parentElement?.querySelectorAll('dd') ?? [], (value) =>
      String(value.textContent),
    ),
  }))
}

describe('the pase of a confirmed invitation', () => {
  it('shows the table on the card, and a pase with the couple, the date, the family, its pases, people, events and QR code', async () => {
    await seat002({ shown: true })
    const page = await openInvitation('002', 'Familia López Martínez')
    expect(cardDetail(page.card, 'Mesa')).toHaveTextContent(/^Mesa 1$/)

    const pase = await showPase(page)
    expect(pase.getByText('Boda de Mariana y Alejandro')).toBeVisible()
    expect(pase.getByText('Sábado, 1 de noviembre de 2025')).toBeVisible()
    expect(pase.getByText('Familia López Martínez')).toBeVisible()
    expect(pase.getByText('2 pases')).toBeVisible()
    expect(paseLines(pase)).toEqual([
      { term: 'Mesa', values: ['Mesa 1', 'Persona 2: Mesa de niños'] },
      { term: 'Invitados', values: ['Persona 1', 'Persona 2'] },
      {
        term: 'Ceremonia Religiosa',
        values: [
          '4:00 p.m.',
          'Parroquia de San Francisco de Asís',
          'Plaza principal s/n, Centro, Apaxco de Ocampo, Estado de México',
        ],
      },
      {
        term: 'Recepción',
        values: ['5:30 p.m.', 'Jardín de Eventos Los Olivos', 'Atitalaquia, Hidalgo'],
      },
    ])
    const qr = pase.getByRole('img', {
      name: 'Código QR del pase de Familia López Martínez, para mostrar en la entrada',
    })
    // the QR holds the pase's own token, never the invitation's number
    const { rows } = await backend.db.query<{ pase_token: string }>(
      "select pase_token from public.rsvp_guests where human_key = '002'",
    )
    const link = paseLink(rows[0]!.pase_token, window.location.origin)
    expect(link).toMatch(/\/rsvp\?pase=[A-Za-z0-9_-]{22,}$/)
    expect(link).not.toContain('002')
    expect(qr.querySelector('path')).toHaveAttribute('d', qrPath(link).path)
    expect(pase.getByRole('button', { name: 'Guardar pase' })).toBeVisible()
    expect(pase.getByText('Muestra este código en la entrada.')).toBeVisible()
  })

  it('names the people the family gave, one of them seated apart', async () => {
    await seat002({ shown: true })
    await asCouple('public.couple_record_people($1, $2::json)', [
      '002',
      JSON.stringify([{ name: 'Rosa Martínez' }, { name: 'Ana López', child: true }]),
    ])
    const { pase } = await openPase()

    expect(paseLines(pase)).toContainEqual({
      term: 'Mesa',
      values: ['Mesa 1', 'Ana López: Mesa de niños'],
    })
    expect(paseLines(pase)).toContainEqual({
      term: 'Invitados',
      values: ['Rosa Martínez', 'Ana López'],
    })
  })

  it('says no table while the couple has not switched them on', async () => {
    await seat002({ shown: false })
    const { card, pase } = await openPase()

    expect(cardDetail(card, 'Mesa')).toBeUndefined()
    expect(paseLines(pase).map((line) => line.term)).toEqual([
      'Invitados',
      'Ceremonia Religiosa',
      'Recepción',
    ])
    expect(pase.queryByText(/Mesa/)).toBeNull()
  })

  it('closes again with the same button', async () => {
    const { card, user } = await openPase()

    await user.click(card.getByRole('button', { name: 'Ver mi pase' }))
    expect(card.queryByRole('region', { name: 'Tu pase' })).toBeNull()
  })

  it('uses the couple’s words for the pase', async () => {
    // loaded here: the content store must not load before the server has started
    const { primeSiteTexts } = await import('../../support/site-texts')
    onTestFinished(() => primeSiteTexts())
    await primeSiteTexts((texts) => {
      texts.rsvp = { showPase: 'Mi boleto' }
      texts.pase = { title: 'Tu boleto', onePase: '{count} lugar' }
    })
    const { card, user } = await openInvitation('009', 'Familia Jiménez')

    await user.click(card.getByRole('button', { name: 'Mi boleto' }))
    const pase = within(await card.findByRole('region', { name: 'Tu boleto' }, { timeout: 10_000 }))
    expect(pase.getByText('1 lugar')).toBeVisible()
  })
})

describe('the pase its QR opens, read-only', () => {
  async function paseToken(humanKey: string) {
    const { rows } = await backend.db.query<{ pase_token: string }>(
      'select pase_token from public.rsvp_guests where human_key = $1',
      [humanKey],
    )
    return rows[0]!.pase_token
  }

  it('shows the family’s pase with the couple and the date, and no number, message or answer form', async () => {
    await seat002({ shown: true })
    await asCouple('public.couple_record_people($1, $2::json, $3)', [
      '002',
      JSON.stringify([{ name: 'Rosa Martínez' }, { name: 'Ana López', child: true }]),
      'Un mensaje solo para los novios',
    ])
    const token = await paseToken('002')
    await renderRsvpPage({ route: `/rsvp?pase=${token}` })

    const pase = within(await screen.findByRole('region', { name: 'Tu pase' }, { timeout: 10_000 }))
    // the page's own content: its heading follows the page's h1
    expect(pase.getByRole('heading', { name: 'Tu pase' })).toHaveProperty('tagName', 'H2')
    expect(pase.getByText('Boda de Mariana y Alejandro')).toBeVisible()
    expect(pase.getByText('Sábado, 1 de noviembre de 2025')).toBeVisible()
    expect(pase.getByText('Familia López Martínez')).toBeVisible()
    expect(paseLines(pase).slice(0, 2)).toEqual([
      { term: 'Mesa', values: ['Mesa 1', 'Ana López: Mesa de niños'] },
      { term: 'Invitados', values: ['Rosa Martínez', 'Ana López'] },
    ])
    const qr = pase.getByRole('img', { name: /^Código QR del pase de Familia López Martínez/ })
    expect(qr.querySelector('path')).toHaveAttribute(
      'd',
      qrPath(paseLink(token, window.location.origin)).path,
    )
    // read-only: no number anywhere, no message, no search, no answer
    expect(document.body.textContent).not.toMatch(/002|Un mensaje/)
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: /Modificar|Enviar Respuesta|Buscar/ })).toBeNull()
  })

  it.for([
    ['an unknown token', 'no-such-pase-token-0000000'],
    ['a declined family’s', '003'],
  ])('says so in Spanish for %s', async ([, token]) => {
    const route = token === '003' ? `/rsvp?pase=${await paseToken('003')}` : `/rsvp?pase=${token}`
    await renderRsvpPage({ route })

    expect(await screen.findByRole('alert', undefined, { timeout: 10_000 })).toHaveTextContent(
      'No encontramos este pase. Revisa que el enlace esté completo o pide uno nuevo a los novios.',
    )
    expect(screen.queryByRole('region', { name: 'Tu pase' })).toBeNull()
  })
})

describe('no pase', () => {
  it('for a declined invitation, even when seated and shown', async () => {
    await asCouple('public.couple_create_table($1, $2)', ['Mesa 1', 8])
    await asCouple('public.couple_seat_invitation($1, $2)', ['003', 'Mesa 1'])
    await asCouple('public.couple_set_show_tables($1)', [true])
    const { card } = await openInvitation('003', 'Familia Ramírez Soto')

    expect(card.getByText('Confirmaste que no asistirá')).toBeVisible()
    expect(card.queryByRole('button', { name: 'Ver mi pase' })).toBeNull()
    expect(card.queryByText('Mesa 1')).toBeNull()
  })

  it('for an unanswered invitation', async () => {
    const { card } = await openInvitation('001', 'Familia García Hernández')

    expect(card.getByRole('radio', { name: 'No podré asistir' })).toBeVisible()
    expect(card.queryByRole('button', { name: 'Ver mi pase' })).toBeNull()
  })
})
