import { ChevronUpIcon } from '../../components/icons/ui-icons'
import './scroll-to-top.css'

export type ScrollToTopProps = { visible: boolean }

/**
 * The round back-to-top button, grown in and out as MUI's Zoom did; plain React and CSS, so a
 * guest scrolling down to the answer's button does not download MUI for it.
 */
export function ScrollToTop({ visible }: ScrollToTopProps) {
  return (
    <button
      type="button"
      className={`scroll-to-top${visible ? ' scroll-to-top--visible' : ''}`}
      aria-label="Volver arriba"
      aria-hidden={!visible}
      tabIndex={visible ? undefined : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ChevronUpIcon />
    </button>
  )
}
