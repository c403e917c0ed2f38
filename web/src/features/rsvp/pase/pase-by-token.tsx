import { lazy, Suspense, useEffect, useState } from 'react'
import { ErrorBoundary } from '../../../components/error-boundary'
import { paseTextDefaults } from '../../../content/site-texts/pase'
import { useSiteTexts } from '../../../content/use-site-texts'
import type { OpenedPase } from '../api/opened-pase'
import { useRsvpApi } from '../api/use-rsvp-api'
import { useRsvpQuestions } from '../hooks/use-rsvp-questions'
import '../../../components/button.css'
import '../components/not-found-notice.css'

// the pase and its QR code load with the link that needs them, as from «Ver mi pase»
const Pase = lazy(() => import('./pase').then((module) => ({ default: module.Pase })))

type Opening =
  | { status: 'opening' }
  | { status: 'opened'; pase: OpenedPase }
  | { status: 'unknown' }
  | { status: 'failed' }

/**
 * The read-only pase a QR's link opens (`/rsvp?pase=<token>`): who comes, where and when, and its
 * QR code; no answer form and no invitation number. An unknown token is said so.
 */
export default function PaseByToken({ token }: { token: string }) {
  const api = useRsvpApi()
  const texts = useSiteTexts('pase', paseTextDefaults)
  const questionSet = useRsvpQuestions()
  const [attempt, setAttempt] = useState(0)
  const [opening, setOpening] = useState<Opening & { token: string; attempt: number }>({
    status: 'opening',
    token,
    attempt,
  })
  // a new token or a retry opens again: the answer of an older one is dropped
  const current = opening.token === token && opening.attempt === attempt
  const shown: Opening = current ? opening : { status: 'opening' }

  useEffect(() => {
    let live = true
    const settle = (next: Opening) => live && setOpening({ ...next, token, attempt })
    api.findPase(token).then(
      (pase) => settle(pase ? { status: 'opened', pase } : { status: 'unknown' }),
      () => settle({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [api, token, attempt])

  if (shown.status === 'opening') return <p role="status">{texts.opening}</p>
  if (shown.status === 'unknown' || shown.status === 'failed') {
    return (
      <div className="not-found-notice">
        <p className="not-found-notice__message" role="alert">
          {shown.status === 'unknown' ? texts.notFound : texts.openFailed}
        </p>
        {shown.status === 'failed' && (
          <button
            type="button"
            className="button button--outlined"
            onClick={() => setAttempt((count) => count + 1)}
          >
            {texts.retry}
          </button>
        )}
      </div>
    )
  }
  return (
    <ErrorBoundary fallback={<p role="alert">{texts.openFailed}</p>}>
      <Suspense fallback={<p role="status">{texts.opening}</p>}>
        <Pase family={shown.pase} token={token} questionSet={questionSet} headingLevel={2} />
      </Suspense>
    </ErrorBoundary>
  )
}
