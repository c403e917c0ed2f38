import type { PGlite } from '@electric-sql/pglite'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { useLocation } from 'react-router-dom'
import { RsvpApiProvider } from '../../../../web/src/features/rsvp/api/rsvp-api-context'
import RsvpPage from '../../../../web/src/app/routes/rsvp-page'
import { ClockProvider, type Clock } from '../../../../web/src/features/rsvp/hooks/use-clock'
import { renderWithApp } from '../../../support/render'
import { InProcessRsvpApi } from './in-process-rsvp-api'

function CurrentAddress() {
  const { pathname, search } = useLocation()
  return <output aria-label="Dirección actual">{`${pathname}${search}`}</output>
}

type Options = { route?: string; clock?: Clock; clientAddress?: string }

/** The RSVP page on the real database, once its content has loaded. */
export async function renderRsvpPage(
  db: PGlite,
  { route = '/rsvp', clock, clientAddress }: Options = {},
) {
  const api = new InProcessRsvpApi(db, clientAddress)
  const page = (
    <Suspense fallback={null}>
      <RsvpPage />
      <CurrentAddress />
    </Suspense>
  )
  // The page suspends until its content is ready; an awaited act lets React retry it.
  await act(async () => {
    renderWithApp(
      <RsvpApiProvider api={api}>
        {clock ? <ClockProvider clock={clock}>{page}</ClockProvider> : page}
      </RsvpApiProvider>,
      { route },
    )
  })
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Confirmar Asistencia' },
    { timeout: 10_000 },
  )
  const user = userEvent.setup({ delay: null })
  return { api, user }
}

export function currentAddress(): string {
  return screen.getByRole('status', { name: 'Dirección actual' }).textContent ?? ''
}

export function searchBox() {
  return screen.getByRole('textbox', { name: 'Número de invitación' })
}

export function searchButton() {
  return screen.getByRole('button', { name: /^(Buscar|Buscando\.\.\.)$/ })
}

export function invitationCard(familyName: string) {
  return screen.getByRole('region', { name: familyName })
}

/** The RSVP block of the page, where its own messages live (toasts are outside it). */
export function rsvpSection() {
  return screen.getByRole('region', { name: 'Busca tu invitación' })
}
