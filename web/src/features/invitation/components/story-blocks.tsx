import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ContentImage as Image } from '../../../content/image-url'
import type { RichText as RichTextValue } from '../../../content/sanity.types'
import { ContentImage } from '../../../components/content-image'
import { RichText } from '../../../components/rich-text'
import { StoryIcon } from './story-icon'

type StoryBlock = {
  _id: string
  title: string | null
  text: RichTextValue | null
  icon: string | null
  photo: Image | null
}

export type StoryBlocksProps = { blocks: StoryBlock[] }

/** Text and circular photos take turns sides, one block after another. */
export function StoryBlocks({ blocks }: StoryBlocksProps) {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 6, md: 8 } }}
    >
      {blocks.map((block, index) => (
        <Box
          component="li"
          key={block._id}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: index % 2 ? 'row-reverse' : 'row' },
            alignItems: 'center',
            gap: { xs: 3, md: 8 },
          }}
        >
          <ContentImage
            image={block.photo}
            width={450}
            sizes="(min-width: 482px) 450px, calc(100vw - 32px)"
            sx={{
              width: '100%',
              maxWidth: 450,
              aspectRatio: '1',
              objectFit: 'cover',
              borderRadius: '50%',
              flexShrink: 0,
            }}
          />
          <Box sx={{ textAlign: { xs: 'center', md: index % 2 ? 'right' : 'left' }, flex: 1 }}>
            <StoryIcon name={block.icon} />
            {block.title && (
              <Typography variant="h3" component="h3" sx={{ my: 1 }}>
                {block.title}
              </Typography>
            )}
            <Box sx={{ '& p': { fontFamily: 'var(--font-serif)', fontSize: '1.3rem' } }}>
              <RichText value={block.text} />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  )
}
