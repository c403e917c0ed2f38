import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** A new page starts at its top, unless the address names a section to scroll to. */
export function ScrollReset() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
