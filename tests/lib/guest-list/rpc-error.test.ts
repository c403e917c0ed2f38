import { describe, expect, it } from 'vitest'
import { errorMessage } from '../../../web/src/lib/couple/error-message'
import { rsvpErrorFrom, RsvpError } from '../../../web/src/features/rsvp/api/rsvp-error'
import { callRpc } from '../../../web/src/lib/guest-list/call-rpc'
import { RpcError, rpcErrorFromResponse } from '../../../web/src/lib/guest-list/rpc-error'

describe('one error for every failed call of a guest-list function', () => {
  it.each([
    [{ code: 'P0001', message: 'couple_duplicate_number' }, 400, 'couple_duplicate_number'],
    [{ code: 'P0001', message: 'rsvp_not_found' }, 400, 'rsvp_not_found'],
    [{ code: '42501', message: 'permission denied for function x' }, 401, '42501'],
    [{ code: 'PGRST202', message: 'Could not find the function' }, 404, 'PGRST202'],
    [{ code: '', message: 'Bad gateway' }, 502, 'http_502'],
    [{ code: '', message: 'TypeError: fetch failed' }, 0, 'network'],
  ])('names %o (HTTP %i) by the code %s', (body, status, code) => {
    const error = rpcErrorFromResponse(body, status)
    expect(error).toBeInstanceOf(RpcError)
    expect(error.code).toBe(code)
  })

  it('is narrowed for the guest pages to the failures they have a message for', () => {
    expect(rsvpErrorFrom(new RpcError('rsvp_deadline_passed')).failure).toBe('rsvp_deadline_passed')
    expect(rsvpErrorFrom(new RpcError('network')).failure).toBe('network')
    const other = rsvpErrorFrom(new RpcError('couple_not_found', 'couple_not_found'))
    expect(other).toBeInstanceOf(RsvpError)
    expect(other).toBeInstanceOf(RpcError)
    expect(other.failure).toBe('unexpected_response')
  })

  it('gives the couple a Spanish message from the same code', () => {
    expect(errorMessage(new RpcError('couple_duplicate_number'))).toBe(
      'Ya existe una invitación con ese número.',
    )
    expect(errorMessage(new RpcError('network'))).toMatch(/No pudimos conectar/)
  })

  it('is what callRpc throws, and callRpc returns the data otherwise', async () => {
    const failing = {
      rpc: async () => ({
        data: null,
        error: {
          code: 'P0001',
          message: 'couple_not_found',
          details: null,
          hint: '',
          name: 'PostgrestError',
        },
        status: 400,
      }),
    }
    await expect(
      callRpc(failing as never, 'couple_clear_answer', { p_human_key: '001' }),
    ).rejects.toMatchObject({
      code: 'couple_not_found',
    })
    const answering = { rpc: async () => ({ data: { ok: true }, error: null, status: 200 }) }
    expect(await callRpc(answering as never, 'is_couple_member')).toEqual({ ok: true })
  })
})
