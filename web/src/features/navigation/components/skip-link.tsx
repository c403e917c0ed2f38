import Box from '@mui/material/Box'
import type { MouseEvent } from 'react'
import { labels } from '../labels'

const MAIN_ID = 'contenido'

export function SkipLink() {
  // Focus moves without touching the URL, so the router never sees a "#contenido" hash.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    event.preventDefault()
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
    main.focus()
  }
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={onClick}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {labels.skipToContent}
    </Box>
  )
}
