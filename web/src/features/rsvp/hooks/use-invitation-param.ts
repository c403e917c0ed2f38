import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { invitationParam } from '../../../config/paths'

/** The ?invitation= of the address, and a way to drop it without a new history entry. */
export function useInvitationParam() {
  const [searchParams, setSearchParams] = useSearchParams()
  const invitation = searchParams.get(invitationParam)
  const clear = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(invitationParam)
        return next
      },
      { replace: true },
    )
  }, [setSearchParams])
  return { invitation, clear }
}
