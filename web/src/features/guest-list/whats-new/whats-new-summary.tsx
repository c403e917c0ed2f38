import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { newsSummary } from './news'
import type { WhatsNew } from './use-whats-new'

export type WhatsNewSummaryProps = Pick<
  WhatsNew,
  'count' | 'visit' | 'marking' | 'marked' | 'error' | 'markSeen'
>

/**
 * «3 novedades desde tu última visita (fecha)» and «Marcar como visto», above the list while
 * something is new; once marked, a short word in its place, where the focus then goes.
 */
export function WhatsNewSummary({
  count,
  visit,
  marking,
  marked,
  error,
  markSeen,
}: WhatsNewSummaryProps) {
  const done = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (marked) done.current?.focus()
  }, [marked])
  if (count === 0 && !marked) return null
  return (
    <Box
      data-whats-new
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
    >
      {count > 0 ? (
        <>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {newsSummary(count, visit)}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void markSeen()}
            disabled={marking}
          >
            Marcar como visto
          </Button>
        </>
      ) : (
        <Typography ref={done} role="status" tabIndex={-1} sx={{ outline: 'none' }}>
          Todo visto: las nuevas respuestas se marcarán aquí.
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  )
}
