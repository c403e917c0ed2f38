import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from './error-message'

export type SaveActionOptions = {
  /** said before the Spanish reason when the change fails */
  failurePrefix?: string
  /** what the change alters: loaded again once it is saved */
  invalidates?: readonly QueryKey[]
}

/**
 * A change the couple makes, as a mutation (within DashboardQueries): busy while it is sent, on
 * success what it alters is loaded again, and on failure a Spanish message in place of the last.
 */
export function useSaveAction({ failurePrefix = '', invalidates = [] }: SaveActionOptions = {}) {
  const client = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: (action: () => Promise<void>) => action(),
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  })

  async function save(action: () => Promise<void>) {
    setError(null)
    try {
      await mutation.mutateAsync(action)
    } catch (failure) {
      setError(`${failurePrefix}${errorMessage(failure)}`)
    }
  }

  return { error, setError, busy: mutation.isPending, save }
}
