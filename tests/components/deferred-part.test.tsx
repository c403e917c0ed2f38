// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

type PartProps = { onPress: () => void }

function DetailsPart({ onPress }: PartProps) {
  return (
    <section aria-label="Detalles">
      <button type="button" onClick={onPress}>
        Ver Detalles
      </button>
    </section>
  )
}

async function freshDeferredPart() {
  vi.resetModules()
  const { deferredPart } = await import('../../web/src/components/deferred/deferred-part')
  const load = vi.fn(async () => DetailsPart)
  return { Part: deferredPart<PartProps>('details', load), load }
}

/** The server's HTML: once the lazy part has loaded, a render pass puts it in place. */
async function serverHtml() {
  document.body.innerHTML = ''
  const { Part } = await freshDeferredPart()
  let html = ''
  await vi.waitFor(() => {
    html = renderToString(<Part onPress={() => undefined} />)
    expect(html).toContain('Ver Detalles')
  })
  return html
}

describe('a deferred part of a prerendered page', () => {
  it('keeps the server HTML without loading its code until it is needed', async () => {
    const html = await serverHtml()
    expect(html).toContain('Ver Detalles')
    document.body.innerHTML = `<div id="root">${html}</div>`
    const { Part, load } = await freshDeferredPart()
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <Part onPress={() => undefined} />, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    expect(screen.getByRole('button', { name: 'Ver Detalles' })).toBeVisible()
    expect(load).not.toHaveBeenCalled()
    expect(errors).toEqual([])
  })

  it('replays a tap made before it was live, once it has loaded', async () => {
    const html = await serverHtml()
    document.body.innerHTML = `<div id="root">${html}</div>`
    const { Part, load } = await freshDeferredPart()
    const onPress = vi.fn()
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <Part onPress={onPress} />)
    })
    await userEvent.click(screen.getByRole('button', { name: 'Ver Detalles' }))
    await vi.waitFor(() => expect(onPress).toHaveBeenCalledTimes(1), { timeout: 5000 })
    expect(load).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Ver Detalles' }))
    expect(onPress).toHaveBeenCalledTimes(2)
  })
})
