import { lazy, Suspense, useId, useState, type Ref } from 'react'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { useSiteTexts } from '../../../content/use-site-texts'
import { ErrorBoundary } from '../../../components/error-boundary'
import type { Invitation } from '../api/invitation'
import type { QuestionSet } from '../hooks/use-rsvp-questions'
import '../../../components/button.css'
import './pase-toggle.css'

// The pase and its QR code arrive when the guest opens it, never with the page: a personal
// link's first download has no room for them (bench/budgets.json).
const Pase = lazy(() => import('./pase').then((module) => ({ default: module.Pase })))

export type PaseToggleProps = {
  invitation: Invitation
  questionSet?: QuestionSet
  /** where the page puts focus once a personal link's answer is saved */
  buttonRef?: Ref<HTMLButtonElement>
}

/** «Ver mi pase» under a confirmed answer: opens the pase in place, its code loaded on demand. */
export function PaseToggle({ invitation, questionSet, buttonRef }: PaseToggleProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const [open, setOpen] = useState(false)
  const paseId = useId()
  return (
    <div className="pase-toggle">
      <button
        ref={buttonRef}
        type="button"
        className="button button--outlined"
        aria-expanded={open}
        aria-controls={paseId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {labels.showPase}
      </button>
      <div id={paseId} hidden={!open}>
        {open && (
          <ErrorBoundary fallback={<p role="alert">{labels.paseFailed}</p>}>
            <Suspense fallback={<p role="status">{labels.paseLoading}</p>}>
              <Pase family={invitation} token={invitation.pase_token} questionSet={questionSet} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </div>
  )
}
