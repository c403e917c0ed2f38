import { useId, useState, type MouseEvent } from 'react'

/**
 * A button that opens a dialog panel whose code loads on demand: the code starts loading as soon
 * as the pointer or the focus reaches the button, and the panel stays mounted once opened so it
 * can animate out.
 */
export function usePanelOnDemand(preload: () => Promise<unknown>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [opened, setOpened] = useState(false)
  const panelId = useId()
  const open = anchor !== null
  return {
    opened,
    buttonProps: {
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      onClick: (event: MouseEvent<HTMLElement>) => {
        setAnchor(event.currentTarget)
        setOpened(true)
      },
    },
    panelProps: { anchor, panelId, onClose: () => setAnchor(null) },
  }
}
