// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RestoreDialogProps } from '../../../web/src/features/security/restore-dialog'
import type { SecurityPanelProps } from '../../../web/src/features/security/security-panel'
import { asAnon } from '../../database/support/as-anon'
import { addPastFailures } from '../../database/support/lookup-failures'
import { guestRow, setDeadline, utcDate } from '../../database/support/owner-queries'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

let backend: EmbeddedBackend
let SecurityPanel: ComponentType<SecurityPanelProps>
let RestoreDialog: ComponentType<RestoreDialogProps>
let Toaster: ComponentType

// The dashboard talks to a real embedded server (PGlite) as the signed-in couple; its modules
// are loaded once the server's address is known, since the site reads it from the environment.
beforeAll(async () => {
  backend = await signInAsCouple()
  await setDeadline(backend.db, await utcDate(backend.db, 30))
  const [panel, dialog, toaster] = await Promise.all([
    import('../../../web/src/features/security/security-panel'),
    import('../../../web/src/features/security/restore-dialog'),
    import('../../../web/src/lib/toasts/toaster'),
  ])
  SecurityPanel = panel.SecurityPanel
  RestoreDialog = dialog.RestoreDialog
  Toaster = toaster.Toaster
})

afterAll(() => stopSignedInCouple(backend))

const answerAs = (address: string, key: string, willAttend: boolean, tickets: number) =>
  asAnon(backend.db, address, 'select public.respond_invitation($1, $2, $3)', [
    key,
    willAttend,
    tickets,
  ])

describe('the security panel of the couple’s dashboard', () => {
  it('shows the failed look-ups per hour and the addresses with the most, without a warning', async () => {
    await addPastFailures(backend.db, '203.0.113.7', 4, '2 hours')
    render(<SecurityPanel onRestored={async () => {}} />)

    const table = await screen.findByRole(
      'table',
      { name: /Intentos fallidos por hora/ },
      serverWait,
    )
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toHaveTextContent(/4$/)
    expect(
      within(screen.getByRole('list', { name: 'Direcciones con más intentos fallidos' })).getByRole(
        'listitem',
      ),
    ).toHaveTextContent('203.0.113.7: 4 intentos')
    expect(screen.getByText(/en las últimas 24 horas/)).toHaveTextContent(': 4.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('warns clearly when they spike', async () => {
    await addPastFailures(backend.db, '203.0.113.8', 25, '5 hours')
    render(<SecurityPanel onRestored={async () => {}} />)

    expect(await screen.findByRole('alert', {}, serverWait)).toHaveTextContent(
      /Muchos intentos fallidos: en al menos una hora se buscaron 25 o más números/,
    )
  })

  it('opens the restore dialog only when asked', async () => {
    render(<SecurityPanel onRestored={async () => {}} />)
    await screen.findByRole('table', {}, serverWait)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Restaurar respuestas…' }))

    const dialog = await screen.findByRole('dialog', { name: 'Restaurar respuestas' }, serverWait)
    expect(within(dialog).getByRole('option', { name: '203.0.113.8' })).toBeInTheDocument()
  })
})

describe('restoring answers', () => {
  it('previews what one address changed and restores it in one step, with a toast in Spanish', async () => {
    await answerAs('198.51.100.23', '004', false, 0)
    await answerAs('198.51.100.24', '005', true, 2)
    const onRestored = vi.fn(async () => {})
    render(
      <>
        <RestoreDialog
          knownAddresses={['198.51.100.23']}
          onClose={() => {}}
          onRestored={onRestored}
        />
        <Toaster />
      </>,
    )

    await userEvent.selectOptions(screen.getByLabelText('Dirección'), '198.51.100.23')
    await userEvent.click(screen.getByRole('button', { name: 'Ver vista previa' }))

    const changes = await screen.findByRole(
      'list',
      { name: 'Respuestas que se restaurarán' },
      serverWait,
    )
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['004 · Familia Torres: No asistirán → Sin respuesta'])
    expect(screen.getByText(/por dirección/)).toHaveTextContent('198.51.100.23 (1)')
    expect((await guestRow(backend.db, '004')).will_attend).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Restaurar 1 respuesta' }))

    expect(await screen.findByText('Se restauró 1 respuesta.', {}, serverWait)).toBeInTheDocument()
    expect(onRestored).toHaveBeenCalledOnce()
    expect(await guestRow(backend.db, '004')).toMatchObject({
      will_attend: null,
      confirmed_at: null,
    })
    expect((await guestRow(backend.db, '005')).will_attend).toBe(true)
  })

  it('refuses a window that ends before it starts, in Spanish, and restores nothing', async () => {
    render(<RestoreDialog knownAddresses={[]} onClose={() => {}} onRestored={async () => {}} />)
    fireEvent.change(screen.getByLabelText(/^Desde/), { target: { value: '2026-01-02T10:00' } })
    fireEvent.change(screen.getByLabelText(/^Hasta/), { target: { value: '2026-01-01T10:00' } })

    await userEvent.click(screen.getByRole('button', { name: 'Ver vista previa' }))

    expect(await screen.findByRole('alert', {}, serverWait)).toHaveTextContent(
      /Revisa el intervalo/,
    )
    expect(screen.getByRole('button', { name: /^Restaurar/ })).toBeDisabled()
  })

  it('is used with the keyboard: the preview from its button, Escape to close', async () => {
    const onClose = vi.fn()
    render(<RestoreDialog knownAddresses={[]} onClose={onClose} onRestored={async () => {}} />)
    const preview = screen.getByRole('button', { name: 'Ver vista previa' })
    while (document.activeElement !== preview) await userEvent.tab()

    await userEvent.keyboard('{Enter}')
    expect(
      await screen.findByRole('heading', { name: 'Vista previa' }, serverWait),
    ).toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })
})
