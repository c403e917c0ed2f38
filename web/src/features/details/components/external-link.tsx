import { OpenInNewIcon } from '../../../components/mui/icons/open-in-new'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useSiteTexts } from '../../../content/use-site-texts'
import { detailsTextDefaults } from '../../../content/site-texts/details'
import { visuallyHiddenSx } from '../../../components/visually-hidden'

export type ExternalLinkProps = {
  href: string
  children: ReactNode
  /** Names what the link is about when several links share the same visible text. */
  context?: string | null
  variant?: 'text' | 'outlined' | 'contained'
}

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, children, context, variant = 'outlined' }: ExternalLinkProps) {
  const labels = useSiteTexts('details', detailsTextDefaults)
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      size="small"
      endIcon={<OpenInNewIcon aria-hidden />}
    >
      {children}
      <Box component="span" sx={visuallyHiddenSx}>
        {context ? `: ${context}` : ''} {labels.opensInNewTab}
      </Box>
    </Button>
  )
}
