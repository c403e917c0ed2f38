import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { notify } from '../../../lib/toasts/notify'
import { useRsvpApi } from '../api/use-rsvp-api'
import { RsvpError } from '../api/rsvp-error'
import { isBeforeDeadline } from '../../../lib/dates'
import { saveErrorMessage, searchErrorMessage } from '../utils/error-messages'
import { focusIfLost } from '../utils/focus'
import { checkBeforeSending, ticketsToSend, type ResponseDraft } from '../utils/validate-response'
import { answerDetailsFor, firstDetailsProblem } from '../details/details-draft'
import { initialRsvpState, rsvpReducer } from './rsvp-reducer'
import { useClock } from './use-clock'
import { useHydrated } from '../../../lib/use-hydrated'
import { useInvitationParam } from './use-invitation-param'
import { useRsvpMessages } from './use-rsvp-messages'
import { offeredQuestions, refusedChoice } from '../utils/refused-choices'
import { useRsvpQuestions } from './use-rsvp-questions'
import { useTimeout } from './use-timeout'

const modifyDelayMs = 500
const resetDelayMs = 2000

/** The whole RSVP flow of the spec: search, answer, modify, and the reset after a save. */
export function useRsvpFlow() {
  const api = useRsvpApi()
  const messages = useRsvpMessages()
  const asked = useRsvpQuestions()
  // choices the database refused since the page loaded: the form stops offering them
  const [refused, setRefused] = useState<readonly string[]>([])
  const clock = useClock()
  const { invitation: param, clear: clearParam } = useInvitationParam()
  const [state, dispatch] = useReducer(rsvpReducer, initialRsvpState)
  const invitedEvents = state.status === 'found' ? state.invitation.event_keys : null
  const questionSet = useMemo(
    () => offeredQuestions(asked, refused, invitedEvents),
    [asked, refused, invitedEvents],
  )
  const [humanKey, setHumanKey] = useState('')
  const [seenParam, setSeenParam] = useState<string | null>(null)
  // The prerendered box is empty: the link's number fills it once the page has hydrated.
  const arrivedParam = useHydrated() ? param : null
  if (arrivedParam !== seenParam) {
    setSeenParam(arrivedParam)
    if (arrivedParam) setHumanKey(arrivedParam)
  }
  // Answers that arrive after a newer search or a reset are dropped.
  const generation = useRef(0)
  const searchInputRef = useRef<HTMLInputElement>(null)
  const modifyButtonRef = useRef<HTMLButtonElement>(null)
  const paseButtonRef = useRef<HTMLButtonElement>(null)
  // Where focus goes once the view a reset or a cancel asked for is on the screen: in the same
  // commit (a layout effect; a passive one may run after the guest's next key), rather than
  // through react-dom's flushSync, whose import alone cost the personal link a request.
  const focusAfterRender = useRef<'search' | 'modify' | 'pase' | null>(null)
  useLayoutEffect(() => {
    const target = focusAfterRender.current
    if (!target) return
    focusAfterRender.current = null
    if (target === 'search') focusIfLost(searchInputRef.current)
    // scrolled clear of the header and the toasts by its scroll-margin (pase.css)
    else if (target === 'pase') (paseButtonRef.current ?? modifyButtonRef.current)?.focus()
    else modifyButtonRef.current?.focus()
  })
  const view = state.status === 'found' ? state.view : null

  const search = useCallback(
    async (value: string) => {
      const current = ++generation.current
      const key = value.trim()
      if (!key) {
        dispatch({ type: 'searchRejected', message: messages.emptySearch })
        notify(messages.emptySearch, 'error')
        return
      }
      dispatch({ type: 'searchStarted' })
      try {
        const invitation = await api.findInvitation(key)
        if (current !== generation.current) return
        if (invitation) {
          dispatch({ type: 'found', invitation })
          notify(messages.found, 'success')
        } else {
          dispatch({ type: 'notFound' })
          notify(messages.notFound, 'error')
        }
      } catch (error) {
        if (current !== generation.current) return
        const message = searchErrorMessage(error, messages)
        dispatch({ type: 'searchRejected', message })
        notify(message, 'error')
      }
    },
    [api, messages],
  )

  const startNewSearch = useCallback(() => {
    generation.current++
    dispatch({ type: 'reset' })
    setHumanKey('')
    clearParam()
    focusAfterRender.current = 'search'
  }, [clearParam])

  const searchedParam = useRef<string | null>(null)
  useEffect(() => {
    if (param === searchedParam.current) return
    searchedParam.current = param
    if (param) void search(param)
  }, [param, search])

  useTimeout(() => dispatch({ type: 'modifyReady' }), view === 'preparing' ? modifyDelayMs : null)
  useTimeout(
    () => {
      startNewSearch()
      notify(messages.searchAnother, 'info')
    },
    view === 'saved' ? resetDelayMs : null,
  )

  function requestModify() {
    if (state.status !== 'found') return
    const deadline = state.invitation.modification_deadline
    if (isBeforeDeadline(deadline, clock())) dispatch({ type: 'modifyRequested' })
    else notify(messages.deadlinePassed(deadline), 'error')
  }

  function cancelModify() {
    dispatch({ type: 'modifyCancelled' })
    focusAfterRender.current = 'modify'
  }

  async function submit(draft: ResponseDraft) {
    const invitation = state.status === 'found' ? state.invitation : null
    const tickets = ticketsToSend(draft)
    const detailsProblem = draft.willAttend
      ? firstDetailsProblem(draft.details, tickets, questionSet)
      : null
    const invalid =
      checkBeforeSending(invitation, draft, clock(), messages) ??
      (detailsProblem ? { field: 'people' as const, message: detailsProblem } : null)
    if (invalid) {
      dispatch({ type: 'formInvalid', error: invalid })
      notify(invalid.message, 'error')
      return
    }
    if (!invitation) return
    const current = generation.current
    dispatch({ type: 'saveStarted' })
    try {
      const saved = await api.respondInvitation(
        invitation.human_key,
        draft.willAttend,
        tickets,
        draft.willAttend
          ? answerDetailsFor(draft.details, tickets, invitation, questionSet)
          : undefined,
      )
      if (current !== generation.current) return
      // the family's own link keeps its card, «Ver mi pase» in it; a number typed here resets
      const personal = param !== null
      dispatch({ type: 'saved', invitation: saved, personal })
      if (personal) focusAfterRender.current = saved.will_attend ? 'pase' : 'modify'
      notify(messages.saved, 'success')
    } catch (error) {
      if (current !== generation.current) return
      const failure = saveErrorMessage(
        error,
        invitation,
        draft,
        messages,
        questionSet?.texts,
        questionSet?.questions,
      )
      notify(failure.message, 'error')
      const gone = refusedChoice(error)
      if (gone) setRefused((keys) => [...keys, gone])
      if (error instanceof RsvpError && error.failure === 'rsvp_not_found') {
        dispatch({ type: 'notFound' })
      } else {
        dispatch({ type: 'saveFailed', error: failure })
      }
    }
  }

  return {
    state,
    questionSet,
    humanKey,
    setHumanKey,
    searchInputRef,
    modifyButtonRef,
    paseButtonRef,
    search: (typed: string = humanKey) => {
      // a number typed by hand replaces the one the link brought
      if (param && param !== typed) clearParam()
      void search(typed)
    },
    startNewSearch,
    requestModify,
    cancelModify,
    editForm: () => dispatch({ type: 'formEdited' }),
    prepareToSend: () => api.prepare?.(),
    submit: (draft: ResponseDraft) => void submit(draft),
  }
}
