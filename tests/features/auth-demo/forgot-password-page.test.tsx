// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { contentTimeout } from '../portfolio/render-content-page'
import { renderAuthPages } from './render-auth-pages'

let fetchSpy: MockInstance<typeof fetch>

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => vi.restoreAllMocks())

const location = () => screen.getByRole('status', { name: 'location' })
const email = () => screen.getByLabelText('E-mail')

async function visitForgotPassword() {
  await renderAuthPages('/forgot-password')
  return screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, contentTimeout)
}

describe('the Forgot Password screen', () => {
  it('is the template’s English screen with its subtitle, field and a way back', async () => {
    const heading = await visitForgotPassword()

    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Reset your account password')).toBeVisible()
    expect(email()).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Resend Password' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  it('asks for the email once the guest leaves it empty, then for a valid one', async () => {
    const user = userEvent.setup({ delay: null })
    await visitForgotPassword()

    await user.click(email())
    await user.tab()
    expect(email()).toHaveAccessibleDescription('The email field is required.')

    await user.type(email(), 'lucia@')
    expect(email()).toHaveAccessibleDescription('The email must be a valid email address.')
  })

  it('shows the message and the toast when submitted empty', async () => {
    const user = userEvent.setup({ delay: null })
    await visitForgotPassword()

    await user.click(screen.getByRole('button', { name: 'Resend Password' }))

    expect(await screen.findByText('Empty field is not allowed!')).toBeVisible()
    expect(email()).toHaveAccessibleDescription('The email field is required.')
    expect(location()).toHaveTextContent('/forgot-password')
  })

  it('confirms and returns to Sign In for a valid email', async () => {
    const user = userEvent.setup({ delay: null })
    await visitForgotPassword()
    await user.type(email(), 'lucia@example.com')

    await act(() => user.click(screen.getByRole('button', { name: 'Resend Password' })))

    expect(await screen.findByText('You successfully Login!')).toBeVisible()
    await waitFor(() => expect(location()).toHaveTextContent('/login'))
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
