/** Notifies at most once per frame while the page scrolls, resizes or its content grows. */
export function subscribeToScroll(onChange: () => void): () => void {
  let frame = 0
  const notify = () => {
    if (frame) return
    frame = window.requestAnimationFrame(() => {
      frame = 0
      onChange()
    })
  }
  window.addEventListener('scroll', notify, { passive: true })
  window.addEventListener('resize', notify, { passive: true })
  const resizeObserver = new ResizeObserver(notify)
  resizeObserver.observe(document.body)
  return () => {
    window.removeEventListener('scroll', notify)
    window.removeEventListener('resize', notify)
    resizeObserver.disconnect()
    if (frame) window.cancelAnimationFrame(frame)
  }
}
