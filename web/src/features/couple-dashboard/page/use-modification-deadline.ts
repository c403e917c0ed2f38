import { useEffect, useState } from 'react'
import { coupleApi } from '../api/couple-api'

/** The last day answers may change, for the reminders' {fecha_limite}; null until it is known. */
export function useModificationDeadline(): string | null {
  const [deadline, setDeadline] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    coupleApi.modificationDeadline().then(
      (value) => current && setDeadline(value),
      // a reminder without the date still reads well: {fecha_limite} is left for the couple to see
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  return deadline
}
