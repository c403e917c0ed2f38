import { useRsvpFlow } from '../hooks/use-rsvp-flow'
import type { FoundState } from '../hooks/rsvp-reducer'
import { PaseToggle } from '../pase/pase-toggle'
import { EarlyName } from './early-name'
import { InvitationCard } from './invitation-card'
import { ModifyButton } from './modify-button'
import { NotFoundNotice } from './not-found-notice'
import { PreparingEdit } from './preparing-edit'
import { ResponseForm } from './response-form'
import { SearchForm } from './search-form'
import './rsvp-flow.css'

type Flow = ReturnType<typeof useRsvpFlow>

function FoundInvitation({ found, flow }: { found: FoundState; flow: Flow }) {
  const { invitation, view, saving, formError } = found
  const form = (mode: 'new' | 'edit') => (
    <ResponseForm
      invitation={invitation}
      questionSet={flow.questionSet}
      mode={mode}
      saving={saving}
      error={formError}
      onSubmit={flow.submit}
      onEdit={flow.editForm}
      onCancel={flow.cancelModify}
      onFirstTouch={flow.prepareToSend}
    />
  )
  return (
    <InvitationCard
      invitation={invitation}
      questionSet={flow.questionSet}
      onNewSearch={flow.startNewSearch}
    >
      {view === 'form' && form('new')}
      {view === 'editing' && form('edit')}
      {view === 'preparing' && <PreparingEdit />}
      {view === 'summary' && (
        <>
          {invitation.will_attend && (
            <PaseToggle
              invitation={invitation}
              questionSet={flow.questionSet}
              buttonRef={flow.paseButtonRef}
            />
          )}
          <ModifyButton
            deadline={invitation.modification_deadline}
            onModify={flow.requestModify}
            buttonRef={flow.modifyButtonRef}
          />
        </>
      )}
    </InvitationCard>
  )
}

/** Search box, then the not-found notice or the found invitation with its form or summary. */
export function RsvpFlow() {
  const flow = useRsvpFlow()
  const { state } = flow
  return (
    <>
      <SearchForm
        value={flow.humanKey}
        onChange={flow.setHumanKey}
        onSearch={flow.search}
        searching={state.status === 'searching'}
        error={state.status === 'idle' ? state.searchError : null}
        inputRef={flow.searchInputRef}
      />
      <div className="rsvp-flow__answer">
        {(state.status === 'idle' || state.status === 'searching') && <EarlyName />}
        {state.status === 'not-found' && <NotFoundNotice onRetry={flow.startNewSearch} />}
        {state.status === 'found' && <FoundInvitation found={state} flow={flow} />}
      </div>
    </>
  )
}
