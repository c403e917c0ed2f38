import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import { useId } from 'react'
import { useSiteTexts } from '../../../content/use-site-texts'
import { videoTextDefaults } from '../../../content/site-texts/video'
import type { HostedVideo } from '../types'
import { cloudinaryEmbedUrl } from '../utils/cloudinary-embed-url'
import { visuallyHiddenSx } from '../../../components/visually-hidden'

export type VideoOverlayProps = {
  video: HostedVideo
  onClose: () => void
}

/** Loaded with React.lazy: the player, and every request to Cloudinary, waits for the play button. */
export default function VideoOverlay({ video, onClose }: VideoOverlayProps) {
  const labels = useSiteTexts('video', videoTextDefaults)
  const titleId = useId()
  const title = video.title ?? labels.player
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            bgcolor: 'rgba(0, 0, 0, 0.88)',
            backgroundImage: 'none',
            alignItems: 'center',
            justifyContent: 'center',
          },
        },
      }}
    >
      <Box component="h2" id={titleId} sx={visuallyHiddenSx}>
        {title}
      </Box>
      <IconButton
        onClick={onClose}
        aria-label={labels.close}
        sx={{
          position: 'absolute',
          top: { xs: 8, sm: 16 },
          right: { xs: 8, sm: 16 },
          width: 56,
          height: 56,
          color: 'common.white',
          fontSize: '2.5rem',
          lineHeight: 1,
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.15)' },
        }}
      >
        <span aria-hidden="true">×</span>
      </IconButton>
      <Box
        component="iframe"
        src={cloudinaryEmbedUrl(video)}
        title={title}
        allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
        allowFullScreen
        sx={{
          display: 'block',
          border: 0,
          width: '80vw',
          maxWidth: 800,
          maxHeight: 450,
          height: 'auto',
          aspectRatio: '16 / 9',
          bgcolor: 'common.black',
        }}
      />
    </Dialog>
  )
}
