// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import { createElement, StrictMode, useEffect, type ComponentProps } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

const mountedProviders = vi.hoisted(() => ({ count: 0 }))

vi.mock('notistack', async (importOriginal) => {
  const notistack = await importOriginal<typeof import('notistack')>()
  function CountedProvider(props: ComponentProps<typeof notistack.SnackbarProvider>) {
    useEffect(() => {
      mountedProviders.count++
      return () => {
        mountedProviders.count--
      }
    }, [])
    return createElement(notistack.SnackbarProvider, props)
  }
  return {
    ...notistack,
    SnackbarProvider: CountedProvider,
    // notistack points this at the provider when the provider is constructed
    get enqueueSnackbar() {
      return notistack.enqueueSnackbar
    },
  }
})

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
  return Array.from(
    document.querySelectorAll('.notistack-MuiContent'),
    (toast) => toast.textContent,
  )
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
    expect(mountedProviders.count).toBe(0)
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
    expect(screen.getByText('Segundo').closest('.notistack-MuiContent')).toHaveClass(
      'notistack-MuiContent-error',
    )
  })

  it('shows a toast asked for before the toaster was on the page, once, when it arrives', async () => {
    const { notify, Toaster } = await freshToasts()
    notify('Antes del toaster', 'error')

    render(<Toaster />)

    expect(await screen.findByText('Antes del toaster')).toBeInTheDocument()
    expect(shownToasts()).toEqual(['Antes del toaster'])
  })

  it('shows them in the top right corner', async () => {
    const { notify, Toaster } = await freshToasts()
    render(<Toaster />)

    act(() => notify('Arriba a la derecha', 'default'))

    const toast = await screen.findByText('Arriba a la derecha')
    const corner = getComputedStyle(toast.closest('.notistack-SnackbarContainer')!)
    expect(corner.position).toBe('fixed')
    expect(corner.top).toMatch(/px$/)
    expect(corner.right).toMatch(/px$/)
    expect(corner.bottom).toBe('auto')
    expect(corner.left).toBe('auto')
  })

  it('keeps at most three toasts on screen', async () => {
    const { notify, Toaster } = await freshToasts()
    render(<Toaster />)

    act(() => ['Uno', 'Dos', 'Tres', 'Cuatro'].forEach((text) => notify(text, 'info')))

    // The fourth waits for the oldest to leave, which takes a few timer turns on a busy machine.
    await screen.findByText('Cuatro', {}, { timeout: 15_000 })
    await waitFor(() => expect(shownToasts()).toEqual(['Dos', 'Tres', 'Cuatro']))
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

  it('mounts one toast provider, however many toasts follow', async () => {
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

    expect(mountedProviders.count).toBe(1)
    expect(shownToasts()).toEqual(['Uno', 'Dos'])
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
