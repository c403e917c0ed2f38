import { describe, expect, it } from 'vitest'
import type { Invitation } from '../../../web/src/features/rsvp/api/invitation'
import {
  initialRsvpState,
  rsvpReducer,
  type RsvpAction,
  type RsvpState,
} from '../../../web/src/features/rsvp/hooks/rsvp-reducer'

const unanswered: Invitation = {
  human_key: '004',
  family_name: 'Familia Torres',
  family_chief: 'Lucía Torres',
  available_tickets: 1,
  confirmed_tickets: 0,
  will_attend: null,
  confirmed_at: null,
  event_keys: null,
  table_name: null,
  person_tables: [],
  modification_deadline: '2025-10-05',
  pase_token: null,
  people: [],
  message: null,
  song: null,
}
const declined: Invitation = {
  ...unanswered,
  will_attend: false,
  confirmed_at: '2025-09-20T02:15:00+00:00',
}

function run(...actions: RsvpAction[]): RsvpState {
  return actions.reduce(rsvpReducer, initialRsvpState)
}

describe('rsvpReducer', () => {
  it('opens the form for an unanswered invitation and the summary for an answered one', () => {
    expect(run({ type: 'found', invitation: unanswered })).toMatchObject({ view: 'form' })
    expect(run({ type: 'found', invitation: declined })).toMatchObject({ view: 'summary' })
  })

  it('does not count an invitation with a date but no answer as answered', () => {
    const dated = { ...unanswered, confirmed_at: '2025-09-20T02:15:00+00:00' }
    expect(run({ type: 'found', invitation: dated })).toMatchObject({ view: 'form' })
  })

  it('goes summary, preparing, editing, and back on cancel', () => {
    const found = { type: 'found', invitation: declined } as const
    expect(run(found, { type: 'modifyRequested' })).toMatchObject({ view: 'preparing' })
    expect(run(found, { type: 'modifyRequested' }, { type: 'modifyReady' })).toMatchObject({
      view: 'editing',
    })
    expect(
      run(found, { type: 'modifyRequested' }, { type: 'modifyReady' }, { type: 'modifyCancelled' }),
    ).toMatchObject({ view: 'summary' })
  })

  it('keeps the form and its error after a failed save, and shows the saved record after success', () => {
    const found = { type: 'found', invitation: unanswered } as const
    const error = { field: 'form', message: 'Error al enviar respuesta' } as const
    expect(run(found, { type: 'saveStarted' })).toMatchObject({ saving: true })
    expect(run(found, { type: 'saveStarted' }, { type: 'saveFailed', error })).toMatchObject({
      view: 'form',
      saving: false,
      formError: error,
    })
    expect(
      run(found, { type: 'saveStarted' }, { type: 'saved', invitation: declined, personal: false }),
    ).toMatchObject({ view: 'saved', saving: false, invitation: declined })
    // a personal link's family keeps its card: the summary, with its pase, instead of a reset
    expect(
      run(found, { type: 'saveStarted' }, { type: 'saved', invitation: declined, personal: true }),
    ).toMatchObject({ view: 'summary', saving: false, invitation: declined })
  })

  it('clears a form error once the guest edits the form', () => {
    const error = { field: 'tickets', message: 'x' } as const
    expect(
      run(
        { type: 'found', invitation: unanswered },
        { type: 'formInvalid', error },
        { type: 'formEdited' },
      ),
    ).toMatchObject({ formError: null })
  })

  it('ignores form actions when no invitation is shown', () => {
    expect(run({ type: 'notFound' }, { type: 'saveStarted' })).toEqual({ status: 'not-found' })
  })

  it('starts over on reset', () => {
    expect(run({ type: 'found', invitation: declined }, { type: 'reset' })).toEqual(
      initialRsvpState,
    )
  })
})
