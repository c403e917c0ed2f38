import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { useLocation } from 'react-router-dom'
import { afterAll, beforeAll, vi } from 'vitest'
import { ClockProvider, type Clock } from '../../../../web/src/features/rsvp/hooks/use-clock'
import type { EmbeddedBackend } from '../../../server/support/start-embedded-backend'
import { renderWithApp } from '../../../support/render'
import { rsvpBackendForThisFile } from './rsvp-backend'

const rsvpPageModule = () => import('../../../../web/src/app/routes/rsvp-page')

/**
 * The calling file's real embedded server, with the site pointed at it as a build with Supabase
 * settings is (VITE_SUPABASE_URL): the page talks to it through its own API module. The site
 * reads those settings as its modules load, so a test file must not import the page or the
 * content store at its top: this loads the page once the server has started, and its content,
 * before any test is timed.
 */
export function rsvpPageForThisFile(): EmbeddedBackend {
  const backend = rsvpBackendForThisFile()
  beforeAll(async () => {
    vi.stubEnv('VITE_SUPABASE_URL', backend.baseUrl)
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'embedded')
    const [{ env }, { fetchContent }, { layoutQuery, pageQuery }] = await Promise.all([
      import('../../../../web/src/config/env'),
      import('../../../../web/src/content/fetch-content'),
      import('../../../../web/src/content/queries'),
      rsvpPageModule(),
    ])
    if (env.supabase?.url !== backend.baseUrl) {
      throw new Error(
        'The site read its settings before the server had started: a module of the test file ' +
          'imports the page or the content store; import it inside the tests instead',
      )
    }
    await Promise.all([fetchContent(layoutQuery), fetchContent(pageQuery, { page: 'rsvpPage' })])
  }, 120_000)
  afterAll(() => vi.unstubAllEnvs())
  return backend
}

function CurrentAddress() {
  const { pathname, search } = useLocation()
  return <output aria-label="Dirección actual">{`${pathname}${search}`}</output>
}

type Options = { route?: string; clock?: Clock }

/** The RSVP page on the file's embedded server (rsvpPageForThisFile), once its content has loaded. */
export async function renderRsvpPage({ route = '/rsvp', clock }: Options = {}) {
  const { default: RsvpPage } = await rsvpPageModule()
  const page = (
    <Suspense fallback={null}>
      <RsvpPage />
      <CurrentAddress />
    </Suspense>
  )
  // The page suspends until its content is ready; an awaited act lets React retry it.
  await act(async () => {
    renderWithApp(clock ? <ClockProvider clock={clock}>{page}</ClockProvider> : page, { route })
  })
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Confirmar Asistencia' },
    { timeout: 10_000 },
  )
  const user = userEvent.setup({ delay: null })
  return { user }
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
