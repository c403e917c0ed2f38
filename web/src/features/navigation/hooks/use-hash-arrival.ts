import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { isHomePath, offsetForSection, sectionIdOf, type MenuItem } from '../utils/menu-links'
import { scrollToSection } from '../utils/scroll-to-section'

const RETRY_MS = 100
const MAX_ATTEMPTS = 30

/** After arriving at /home#section, scrolls there as soon as the section exists. */
export function useHashArrival(menu: readonly MenuItem[]) {
  const { pathname, hash, key } = useLocation()
  useEffect(() => {
    const sectionId = sectionIdOf(hash)
    if (!sectionId || !isHomePath(pathname)) return
    const offset = offsetForSection(menu, sectionId)
    let attempts = 0
    let timer = 0
    const attempt = () => {
      attempts += 1
      if (scrollToSection(sectionId, offset) || attempts >= MAX_ATTEMPTS) return
      timer = window.setTimeout(attempt, RETRY_MS)
    }
    timer = window.setTimeout(attempt, 0)
    return () => window.clearTimeout(timer)
  }, [pathname, hash, key, menu])
}
