import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import type { RichText as RichTextValue } from '../content/sanity.types'
import Typography from '@mui/material/Typography'
import Link from '@mui/material/Link'

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <Typography component="p" sx={{ mb: 2, lineHeight: 1.8 }}>
        {children}
      </Typography>
    ),
    h3: ({ children }) => (
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {children}
      </Typography>
    ),
    blockquote: ({ children }) => (
      <Typography component="blockquote" variant="subtitle1" sx={{ m: 0, mb: 2 }}>
        {children}
      </Typography>
    ),
  },
  marks: {
    link: ({ value, children }) => (
      <Link href={value?.href} target="_blank" rel="noopener noreferrer" color="inherit">
        {children}
      </Link>
    ),
  },
}

export type RichTextProps = { value: RichTextValue | null | undefined }

export function RichText({ value }: RichTextProps) {
  if (!value) return null
  // TypeGen marks span lists optional; Portable Text renders a block without children as empty.
  return <PortableText value={value as PortableTextBlock[]} components={components} />
}
