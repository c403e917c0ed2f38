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
const password = () => screen.getByLabelText('Password')

async function visitLogin() {
  await renderAuthPages('/login')
  return screen.findByRole('heading', { level: 1, name: 'Sign In' }, contentTimeout)
}

describe('the Sign In screen', () => {
  it('is the template’s English screen with its subtitle, fields and links', async () => {
    const heading = await visitLogin()

    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Sign in to your account')).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Create free account' })).toHaveAttribute(
      'href',
      '/register',
    )
  })

  it('comes pre-filled with the sample account', async () => {
    await visitLogin()

    expect(email()).toHaveValue('user@example.com')
    expect(password()).toHaveAttribute('type', 'password')
    expect(password()).not.toHaveValue('')
  })

  it('ticks Remember Me', async () => {
    const user = userEvent.setup({ delay: null })
    await visitLogin()

    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }))

    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked()
  })

  it('offers facebook, twitter and linkedin buttons that do nothing', async () => {
    const user = userEvent.setup({ delay: null })
    await visitLogin()

    for (const name of ['Facebook', 'Twitter', 'LinkedIn']) {
      await user.click(screen.getByRole('button', { name }))
    }

    expect(location()).toHaveTextContent('/login')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('explains what is wrong with the email as the guest types', async () => {
    const user = userEvent.setup({ delay: null })
    await visitLogin()

    await user.clear(email())
    expect(email()).toHaveAccessibleDescription('The email field is required.')
    expect(email()).toHaveAttribute('aria-invalid', 'true')

    await user.type(email(), 'ana')
    expect(email()).toHaveAccessibleDescription('The email must be a valid email address.')

    await user.type(email(), '@example.com')
    expect(email()).not.toHaveAccessibleDescription()
    expect(email()).toHaveAttribute('aria-invalid', 'false')
  })

  it('asks for the password as soon as the guest empties it', async () => {
    const user = userEvent.setup({ delay: null })
    await visitLogin()

    await user.clear(password())

    expect(password()).toHaveAccessibleDescription('The password field is required.')
  })

  it('shows every message and the toast on an invalid submit, and stays', async () => {
    const user = userEvent.setup({ delay: null })
    await visitLogin()
    await user.clear(password())
    await user.clear(email())
    await user.type(email(), 'ana')

    await user.click(screen.getByRole('button', { name: 'Login' }))

    expect(await screen.findByText('Empty field is not allowed!')).toBeVisible()
    expect(email()).toHaveAccessibleDescription('The email must be a valid email address.')
    expect(password()).toHaveAccessibleDescription('The password field is required.')
    expect(email()).toHaveFocus()
    expect(location()).toHaveTextContent('/login')
  })

  it('welcomes the sample account in the couple’s name and goes to /home', async () => {
    const user = userEvent.setup({ delay: null })
    await visitLogin()

    await act(() => user.click(screen.getByRole('button', { name: 'Login' })))

    expect(await screen.findByText('You successfully Login on Mariana & Alejandro !')).toBeVisible()
    await waitFor(() => expect(location()).toHaveTextContent('/home'))
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('does nothing for an email that does not start with "user"', async () => {
    const user = userEvent.setup({ delay: null })
    await visitLogin()
    await user.clear(email())
    await user.type(email(), 'ana@example.com')

    await act(() => user.click(screen.getByRole('button', { name: 'Login' })))

    expect(location()).toHaveTextContent('/login')
    expect(screen.queryByText(/You successfully Login/)).not.toBeInTheDocument()
    expect(screen.queryByText('Empty field is not allowed!')).not.toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
