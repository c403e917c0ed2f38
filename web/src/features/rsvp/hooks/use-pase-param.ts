import { useSearchParams } from 'react-router-dom'
import { paseParam } from '../../../config/paths'
import { useHydrated } from '../../../lib/use-hydrated'

/**
 * The ?pase= of the address (the token a pase's QR holds), once the page has hydrated: the
 * prerendered page is the search, which a pase's link then replaces.
 */
export function usePaseParam(): string | null {
  const [searchParams] = useSearchParams()
  const token = searchParams.get(paseParam)?.trim() || null
  return useHydrated() ? token : null
}
