import { useEffect, useEffectEvent } from 'react'

export function useEscapeKey(active: boolean, onEscape: () => void) {
  const handleEscape = useEffectEvent(onEscape)
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handleEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active])
}
