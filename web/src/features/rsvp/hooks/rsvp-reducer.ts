import { isAnswered, type Invitation } from '../api/invitation'
import type { FormError } from '../utils/validate-response'

/**
 * What the found invitation shows: the answer form, the summary badge, the 500 ms pause before
 * the edit form, the edit form, or the saved answer while the page waits to reset (a number
 * typed on the page; a personal link's family gets its summary back, with «Ver mi pase»).
 */
export type FoundView = 'form' | 'summary' | 'preparing' | 'editing' | 'saved'

export type FoundState = {
  status: 'found'
  invitation: Invitation
  view: FoundView
  saving: boolean
  formError: FormError | null
}

export type RsvpState =
  | { status: 'idle'; searchError: string | null }
  | { status: 'searching' }
  | { status: 'not-found' }
  | FoundState

export type RsvpAction =
  | { type: 'reset' }
  | { type: 'searchRejected'; message: string }
  | { type: 'searchStarted' }
  | { type: 'notFound' }
  | { type: 'found'; invitation: Invitation }
  | { type: 'modifyRequested' }
  | { type: 'modifyReady' }
  | { type: 'modifyCancelled' }
  | { type: 'formInvalid'; error: FormError }
  | { type: 'formEdited' }
  | { type: 'saveStarted' }
  | { type: 'saveFailed'; error: FormError }
  /** personal: the answer came through the family's own link, which keeps its card */
  | { type: 'saved'; invitation: Invitation; personal: boolean }

export const initialRsvpState: RsvpState = { status: 'idle', searchError: null }

function found(invitation: Invitation): FoundState {
  const view = isAnswered(invitation) ? 'summary' : 'form'
  return { status: 'found', invitation, view, saving: false, formError: null }
}

function updateFound(state: RsvpState, change: Partial<FoundState>): RsvpState {
  return state.status === 'found' ? { ...state, ...change } : state
}

export function rsvpReducer(state: RsvpState, action: RsvpAction): RsvpState {
  switch (action.type) {
    case 'reset':
      return initialRsvpState
    case 'searchRejected':
      return { status: 'idle', searchError: action.message }
    case 'searchStarted':
      return { status: 'searching' }
    case 'notFound':
      return { status: 'not-found' }
    case 'found':
      return found(action.invitation)
    case 'modifyRequested':
      return updateFound(state, { view: 'preparing', formError: null })
    case 'modifyReady':
      return updateFound(state, { view: 'editing' })
    case 'modifyCancelled':
      return updateFound(state, { view: 'summary', formError: null })
    case 'formInvalid':
      return updateFound(state, { formError: action.error })
    case 'formEdited':
      return state.status === 'found' && state.formError ? { ...state, formError: null } : state
    case 'saveStarted':
      return updateFound(state, { saving: true, formError: null })
    case 'saveFailed':
      return updateFound(state, { saving: false, formError: action.error })
    case 'saved':
      return updateFound(state, {
        invitation: action.invitation,
        view: action.personal ? 'summary' : 'saved',
        saving: false,
        formError: null,
      })
  }
}
