// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ComingSoonPage from '../../../web/src/features/coming-soon/components/coming-soon-page'
import { LocationProbe } from '../portfolio/location-probe'
import { contentTimeout, renderContentPage } from '../portfolio/render-content-page'

// Only the clock is frozen: the content still loads on real timers.
beforeEach(() => vi.useFakeTimers({ now: new Date('2025-10-30T20:58:57Z'), toFake: ['Date'] }))
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function visit() {
  await renderContentPage(
    <>
      <ComingSoonPage />
      <LocationProbe />
    </>,
    '/coming',
  )
  await screen.findByRole('heading', { level: 1, name: 'COMING SOON' }, contentTimeout)
}

describe('the coming-soon page', () => {
  it('says COMING SOON in the template’s English', async () => {
    await visit()

    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  })

  it('counts down to the wedding date of the content', async () => {
    await visit()

    const timer = screen.getByRole('timer', { name: 'Tiempo que falta para la boda' })
    const units = within(timer)
      .getAllByRole('listitem')
      .map((unit) => unit.textContent)
    expect(units).toEqual(['2Días', '01Horas', '01Min', '03Seg'])
  })

  it('offers labelled Name* and email inputs and a Notify Me button', async () => {
    await visit()

    expect(screen.getByLabelText('Nombre')).toHaveAttribute('placeholder', 'Name*')
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email')
    expect(screen.getByRole('button', { name: 'Notify Me' })).toHaveAttribute('type', 'submit')
  })

  it('does nothing on submit: no request, no navigation, no reload, the typed text stays', async () => {
    const user = userEvent.setup({ delay: null })
    await visit()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const submits: SubmitEvent[] = []
    const record = (event: Event) => submits.push(event as SubmitEvent)
    document.addEventListener('submit', record)

    await user.type(screen.getByLabelText('Nombre'), 'Lucía')
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com')
    await user.click(screen.getByRole('button', { name: 'Notify Me' }))
    document.removeEventListener('submit', record)

    expect(submits).toHaveLength(1)
    expect(submits[0]?.defaultPrevented).toBe(true)
    // before the page is live there is no onSubmit: only method dialog keeps a press from navigating
    expect(screen.getByRole('button', { name: 'Notify Me' }).closest('form')).toHaveAttribute(
      'method',
      'dialog',
    )
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/coming')
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía')
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@example.com')
  })
})
