import type { MouseEvent } from 'react'
import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'
import './skip-link.css'

const MAIN_ID = 'contenido'

export function SkipLink() {
  const labels = useSiteTexts('header', headerTextDefaults)
  // Focus moves without touching the URL, so the router never sees a "#contenido" hash.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    event.preventDefault()
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
    main.focus()
  }
  return (
    <a href={`#${MAIN_ID}`} onClick={onClick} className="skip-link">
      {labels.skipToContent}
    </a>
  )
}
