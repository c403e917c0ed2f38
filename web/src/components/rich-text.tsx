import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import type { ReactNode } from 'react'
import type { RichText as RichTextValue } from '../content/sanity.types'
import Typography from '@mui/material/Typography'
import Link from '@mui/material/Link'

function Paragraph({ children }: { children?: ReactNode }) {
  return (
    <Typography component="p" sx={{ mb: 2, lineHeight: 1.8 }}>
      {children}
    </Typography>
  )
}

const components: PortableTextComponents = {
  block: {
    normal: Paragraph,
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
  // A plain string where the schema wants rich text (a dataset edited by hand) is one paragraph,
  // not the hidden warning Portable Text writes for it.
  if (typeof (value as unknown) === 'string')
    return <Paragraph>{value as unknown as string}</Paragraph>
  // TypeGen marks span lists optional; Portable Text renders a block without children as empty.
  return <PortableText value={value as PortableTextBlock[]} components={components} />
}
