// @vitest-environment jsdom
import { render, screen } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { coupleApi } from '../../../web/src/lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../web/src/lib/couple/api/guest-row'
import { AddInvitationDialog } from '../../../web/src/features/guest-list/invitation/add-invitation-dialog'
import { EditInvitationForm } from '../../../web/src/features/guest-list/invitation/edit-invitation-form'
import { callRpc, type RpcArgs, type RpcName } from '../../../web/src/lib/guest-list/call-rpc'

// the forms call the database through callRpc; these tests answer for it
vi.mock('../../../web/src/lib/guest-list/call-rpc', () => ({ callRpc: vi.fn() }))
vi.mock('../../../web/src/lib/couple/api/couple-client', () => ({
  coupleClient: () => ({}),
}))

const row: CoupleInvitation = {
  human_key: '002',
  family_name: 'Familia López',
  family_chief: null,
  available_tickets: 3,
  confirmed_tickets: 0,
  will_attend: null,
  confirmed_at: null,
  event_keys: null,
  table_name: null,
  person_tables: [],
  first_opened_at: null,
  last_opened_at: null,
  phone: '+525512345678',
  sends: [],
  modification_deadline: null,
  guest_answered_at: null,
  news: null,
  people: [],
  message: null,
  song: null,
}

const rpc = vi.mocked(callRpc)
/** Expects what the form passed to fn, written as the arguments its generated type names. */
function expectArguments<Fn extends RpcName>(fn: Fn) {
  const sent = expect(rpc.mock.calls.find(([, name]) => name === fn)?.[2])
  return {
    toMatchObject: (expected: Partial<RpcArgs<Fn>>) => sent.toMatchObject(expected),
    toEqual: (expected: RpcArgs<Fn>) => sent.toEqual(expected),
  }
}

beforeEach(() => {
  rpc.mockReset()
  rpc.mockResolvedValue(row)
})

describe('the phone in the invitation forms', () => {
  it('is saved as E.164 when a new invitation is added', async () => {
    render(<AddInvitationDialog takenKeys={[]} onClose={() => {}} onAdded={async () => {}} />)
    await userEvent.type(screen.getByLabelText(/Familia/), 'Familia Ruiz')
    await userEvent.type(screen.getByLabelText('Teléfono (WhatsApp)'), '(55) 1234-5678')
    await userEvent.click(screen.getByRole('button', { name: 'Añadir' }))

    expectArguments('couple_add_invitation').toMatchObject({
      p_family_name: 'Familia Ruiz',
      p_phone: '+525512345678',
    })
  })

  it('is refused beside the field, in Spanish, and nothing is saved', async () => {
    render(<AddInvitationDialog takenKeys={[]} onClose={() => {}} onAdded={async () => {}} />)
    await userEvent.type(screen.getByLabelText(/Familia/), 'Familia Ruiz')
    const phone = screen.getByLabelText('Teléfono (WhatsApp)')
    await userEvent.type(phone, '55 1234')
    await userEvent.click(screen.getByRole('button', { name: 'Añadir' }))

    expect(phone).toHaveAccessibleDescription(/Escribe los 10 dígitos \(55 1234 5678\)/)
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(rpc).not.toHaveBeenCalled()
  })

  it('is cleared when the couple empties it, which the database reads as an empty text', async () => {
    render(<EditInvitationForm row={row} onSaved={async () => {}} />)
    const phone = screen.getByLabelText('Teléfono (WhatsApp)')
    expect(phone).toHaveValue('+525512345678')
    await userEvent.clear(phone)
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))

    expectArguments('couple_update_invitation').toMatchObject({ p_human_key: '002', p_phone: '' })
  })
})

describe('recording a send', () => {
  it('calls couple_record_send and answers the invitation with its sends', async () => {
    const send = { template: 'reminder', sent_at: '2025-09-20T17:00:00+00:00', sent_by_email: null }
    rpc.mockResolvedValue({ ...row, sends: [send] })

    expect((await coupleApi.recordSend('002', 'reminder')).sends).toEqual([send])
    expectArguments('couple_record_send').toEqual({ p_human_key: '002', p_template: 'reminder' })
  })
})
