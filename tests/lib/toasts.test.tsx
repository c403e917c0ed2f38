// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

// Each test starts before any toast was asked for, as a fresh page does.
async function freshToasts() {
  vi.resetModules()
  const [{ notify }, { Toaster }] = await Promise.all([
    import('../../web/src/lib/toasts/notify'),
    import('../../web/src/lib/toasts/toaster'),
  ])
  return { notify, Toaster }
}

function shownToasts() {
  return Array.from(document.querySelectorAll('.toast'), (toast) => toast.textContent)
}

// In small steps, so that each timer a transition sets on the way also gets its turn.
function elapse(ms: number) {
  for (let step = 0; step < ms; step += 50) act(() => vi.advanceTimersByTime(50))
}

describe('toasts', () => {
  it('renders nothing, and loads nothing, until the first toast is asked for', async () => {
    const { Toaster } = await freshToasts()
    expect(renderToString(<Toaster />)).toBe('')

    const { container } = render(<Toaster />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))

    expect(container).toBeEmptyDOMElement()
  })

  it('shows the toasts asked for while loading, all of them and in order', async () => {
    const { notify, Toaster } = await freshToasts()
    render(<Toaster />)

    act(() => {
      notify('Primero', 'success')
      notify('Segundo', 'error')
      notify('Tercero', 'info')
    })

    expect(await screen.findByText('Tercero')).toBeInTheDocument()
    expect(shownToasts()).toEqual(['Primero', 'Segundo', 'Tercero'])
    expect(screen.getByText('Segundo')).toHaveClass('toast--error')
    expect(screen.getByText('Segundo')).toHaveRole('alert')
    expect(screen.getByText('Tercero')).toHaveRole('status')
  })

  it('shows a toast asked for before the toaster was on the page, once, when it arrives', async () => {
    const { notify, Toaster } = await freshToasts()
    notify('Antes del toaster', 'error')

    render(<Toaster />)

    expect(await screen.findByText('Antes del toaster')).toBeInTheDocument()
    expect(shownToasts()).toEqual(['Antes del toaster'])
  })

  it('keeps at most three toasts on screen', async () => {
    const { notify, Toaster } = await freshToasts()
    render(<Toaster />)

    act(() => ['Uno', 'Dos', 'Tres', 'Cuatro'].forEach((text) => notify(text, 'info')))

    // the fourth sends the oldest away
    await screen.findByText('Cuatro')
    expect(shownToasts()).toEqual(['Dos', 'Tres', 'Cuatro'])
  })

  it('hides a toast after five seconds', async () => {
    const { notify, Toaster } = await freshToasts()
    render(<Toaster />)
    act(() => notify('Cargando', 'default'))
    await screen.findByText('Cargando')
    vi.useFakeTimers()
    try {
      act(() => notify('Cinco segundos', 'success'))
      elapse(4900)
      expect(screen.getByText('Cinco segundos')).toBeInTheDocument()

      elapse(2000)
      expect(screen.queryByText('Cinco segundos')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows each toast once under StrictMode, however many follow', async () => {
    const { notify, Toaster } = await freshToasts()
    render(
      <StrictMode>
        <Toaster />
      </StrictMode>,
    )

    act(() => notify('Uno', 'success'))
    await screen.findByText('Uno')
    act(() => notify('Dos', 'success'))
    await screen.findByText('Dos')

    expect(shownToasts()).toEqual(['Uno', 'Dos'])
  })

  it('goes when swiped 80 % of its width sideways, and stays for a shorter swipe', async () => {
    const { notify, Toaster } = await freshToasts()
    render(<Toaster />)
    act(() => notify('Deslízame', 'info'))
    const toast = await screen.findByText('Deslízame')
    Object.defineProperty(toast, 'offsetWidth', { value: 300 })
    const swipe = (to: number) => {
      fireEvent.pointerDown(toast, { clientX: 10, pointerId: 1 })
      fireEvent.pointerMove(toast, { clientX: to, pointerId: 1 })
      fireEvent.pointerUp(toast, { clientX: to, pointerId: 1 })
    }

    swipe(200)
    expect(screen.getByText('Deslízame')).toBeInTheDocument()
    swipe(260)
    expect(screen.queryByText('Deslízame')).not.toBeInTheDocument()
  })

  it('hydrates a prerendered page without a mismatch when a toast was asked for early', async () => {
    const { notify, Toaster } = await freshToasts()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Toaster />)
    document.body.append(container)
    notify('Antes de hidratar', 'info')
    const onRecoverableError = vi.fn()

    const root = await act(async () => hydrateRoot(container, <Toaster />, { onRecoverableError }))

    expect(await screen.findByText('Antes de hidratar')).toBeInTheDocument()
    expect(onRecoverableError).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })
})
