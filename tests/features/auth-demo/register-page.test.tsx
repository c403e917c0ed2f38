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
const name = () => screen.getByLabelText('Name')
const email = () => screen.getByLabelText('E-mail')
const password = () => screen.getByLabelText('Password')
const confirmation = () => screen.getByLabelText('Confirm Password')

async function visitRegister() {
  await renderAuthPages('/register')
  return screen.findByRole('heading', { level: 1, name: 'Signup' }, contentTimeout)
}

describe('the Signup screen', () => {
  it('is the template’s English screen with its four fields, social buttons and a way back', async () => {
    const heading = await visitRegister()

    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en')
    for (const field of [name(), email(), password(), confirmation()]) {
      expect(field).toHaveValue('')
    }
    expect(password()).toHaveAttribute('type', 'password')
    expect(confirmation()).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeVisible()
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      expect(screen.getByRole('button', { name: network })).toBeVisible()
    }
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  it('asks for the name once the guest leaves it empty', async () => {
    const user = userEvent.setup({ delay: null })
    await visitRegister()

    await user.click(name())
    expect(name()).not.toHaveAccessibleDescription()
    await user.tab()

    expect(name()).toHaveAccessibleDescription('The full name field is required.')
    expect(email()).not.toHaveAccessibleDescription()
  })

  it('accepts Spanish names with accents and spaces, and nothing but letters', async () => {
    const user = userEvent.setup({ delay: null })
    await visitRegister()

    await user.type(name(), 'María José Núñez')
    expect(name()).not.toHaveAccessibleDescription()

    await user.type(name(), ' 2')
    expect(name()).toHaveAccessibleDescription('The full name may only contain letters and spaces.')
  })

  it('keeps the confirmation as its own value and checks it against the password', async () => {
    const user = userEvent.setup({ delay: null })
    await visitRegister()

    await user.type(password(), 'secreto')
    expect(confirmation()).toHaveValue('')

    await user.type(confirmation(), 'secret')
    expect(confirmation()).toHaveValue('secret')
    expect(confirmation()).toHaveAccessibleDescription('Passwords need to match!')

    await user.type(confirmation(), 'o')
    expect(confirmation()).not.toHaveAccessibleDescription()

    await user.type(password(), '!')
    expect(confirmation()).toHaveAccessibleDescription('Passwords need to match!')
  })

  it('shows every message and the toast when submitted empty', async () => {
    const user = userEvent.setup({ delay: null })
    await visitRegister()

    await user.click(screen.getByRole('button', { name: 'Sign Up' }))

    expect(await screen.findByText('Empty field is not allowed!')).toBeVisible()
    expect(name()).toHaveAccessibleDescription('The full name field is required.')
    expect(email()).toHaveAccessibleDescription('The email field is required.')
    expect(password()).toHaveAccessibleDescription('The password field is required.')
    expect(confirmation()).toHaveAccessibleDescription('The confirm password field is required.')
    expect(name()).toHaveFocus()
    expect(location()).toHaveTextContent('/register')
  })

  it('completes the registration and returns to Sign In', async () => {
    const user = userEvent.setup({ delay: null })
    await visitRegister()
    await user.type(name(), 'Lucía Ortega')
    await user.type(email(), 'lucia@example.com')
    await user.type(password(), 'secreto')
    await user.type(confirmation(), 'secreto')

    await act(() => user.click(screen.getByRole('button', { name: 'Sign Up' })))

    expect(await screen.findByText('Registration Complete successfully!')).toBeVisible()
    await waitFor(() => expect(location()).toHaveTextContent('/login'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In' }, contentTimeout),
    ).toBeVisible()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
