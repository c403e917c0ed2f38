import { useEffect, useState } from 'react'
import { coupleApi } from '../../../lib/couple/api/couple-api'

/**
 * The general last day answers may change (the reminders' {fecha_limite}, the deadline setting),
 * null until it is known, and a way to show the one the couple just saved.
 */
export function useModificationDeadline(): [string | null, (deadline: string) => void] {
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
  return [deadline, setDeadline]
}
