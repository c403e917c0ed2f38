import { useState } from 'react'
import { errorMessage } from './error-messages'

/**
 * What every change the couple makes shares: busy while it is sent, and on failure a Spanish
 * message (after `failurePrefix`) in place of the last one.
 */
export function useSaveAction(failurePrefix = '') {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(action: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (failure) {
      setError(`${failurePrefix}${errorMessage(failure)}`)
    } finally {
      setBusy(false)
    }
  }

  return { error, setError, busy, save }
}
