// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppRoutes } from '../../../web/src/app/routes/app-routes'
import { RsvpApiProvider } from '../../../web/src/features/rsvp/api/rsvp-api-context'
import { renderWithApp } from '../../support/render'
import { InProcessRsvpApi } from './support/in-process-rsvp-api'
import { closeRsvpDatabases, freshRsvpDatabase } from './support/rsvp-database'
import { warmUp } from './support/warm-up'

beforeAll(() => warmUp(), 120_000)

afterAll(() => closeRsvpDatabases())

describe('the RSVP routes', () => {
  it.each(['/rsvp', '/rsvp-form'])(
    '%s shows the RSVP page inside the site layout',
    async (path) => {
      const api = new InProcessRsvpApi(await freshRsvpDatabase())

      await act(async () => {
        renderWithApp(
          <RsvpApiProvider api={api}>
            <AppRoutes />
          </RsvpApiProvider>,
          { route: `${path}?invitation=004` },
        )
      })

      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Confirmar Asistencia' },
          { timeout: 10_000 },
        ),
      ).toBeVisible()
      expect(await screen.findByRole('region', { name: 'Familia Torres' })).toBeVisible()
      expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument()
    },
  )
})
