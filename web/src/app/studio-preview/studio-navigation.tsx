import { enableVisualEditing, type HistoryAdapterNavigate } from '@sanity/visual-editing'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

type StudioNavigationProps = {
  /** What the Studio's refresh button does when its live preview is not sending changes. */
  reload: () => Promise<void>
}

/**
 * Click-to-edit overlays, and one address bar for the Studio and the preview: the Studio's
 * address field moves the site, and the site's links move the Studio's field.
 */
export function StudioNavigation({ reload }: StudioNavigationProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const navigateRef = useRef(navigate)
  const reloadRef = useRef(reload)
  const [tellStudio, setTellStudio] = useState<HistoryAdapterNavigate>()

  useEffect(() => {
    navigateRef.current = navigate
    reloadRef.current = reload
  })

  useEffect(
    () =>
      enableVisualEditing({
        history: {
          subscribe: (notify) => {
            setTellStudio(() => notify)
            return () => setTellStudio(undefined)
          },
          update: (update) => {
            if (update.type === 'pop') void navigateRef.current(-1)
            else void navigateRef.current(update.url, { replace: update.type === 'replace' })
          },
        },
        refresh: (payload) =>
          payload.source === 'mutation' && payload.livePreviewEnabled ? false : reloadRef.current(),
      }),
    [],
  )

  const url = `${location.pathname}${location.search}${location.hash}`
  useEffect(() => tellStudio?.({ type: 'push', url }), [tellStudio, url])

  return null
}
