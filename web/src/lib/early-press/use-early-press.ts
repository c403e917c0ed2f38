import { useEffect, type RefObject } from 'react'
import { takeHeldPress } from './held-press'

/** Replays, once the form is live, the press its prerendered HTML received before. */
export function useEarlyPress(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current
    if (form) takeHeldPress(form)?.click()
  }, [formRef])
}
