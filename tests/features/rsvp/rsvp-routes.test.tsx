// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../support/render'
import { rsvpPageForThisFile } from './support/render-rsvp-page'

rsvpPageForThisFile()

describe('the RSVP routes', () => {
  it.each(['/rsvp', '/rsvp-form'])(
    '%s shows the RSVP page inside the site layout',
    async (path) => {
      // loaded once the site is pointed at the file's server (rsvpPageForThisFile)
      const { AppRoutes } = await import('../../../web/src/app/routes/app-routes')

      await act(async () => {
        renderWithApp(<AppRoutes />, { route: `${path}?invitation=004` })
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
