import { PlayArrowRoundedIcon } from '../../../components/mui/icons/play-arrow-rounded'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { ContentImage } from '../../../components/content-image'
import { useSiteTexts } from '../../../content/use-site-texts'
import { videoTextDefaults } from '../../../content/site-texts/video'
import type { HostedVideo, VideoContent } from '../types'
import { hostedVideos } from '../utils/hosted-videos'
import { pickRandom } from '../utils/pick-random'

const VideoOverlay = lazy(() => import('./video-overlay'))

export type VideoSectionProps = {
  video: VideoContent
  /** Source of randomness for choosing the video; tests pass a fixed one. */
  random?: () => number
}

export function VideoSection({ video, random = Math.random }: VideoSectionProps) {
  const labels = useSiteTexts('video', videoTextDefaults)
  const [selected, setSelected] = useState<HostedVideo | null>(null)
  const videos = hostedVideos(video)
  if (!video || videos.length === 0) return null
  const titleId = video.title ? 'video-title' : undefined

  return (
    <Box
      component="section"
      id="video"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        height: 500,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        bgcolor: 'primary.main',
        color: 'common.white',
        scrollMarginTop: 72,
      }}
    >
      <ContentImage
        image={video.banner}
        width={1920}
        // Covering a 500px-tall band, the 3.2:1 photo is never narrower than 1600px.
        sizes="(max-width: 1600px) 1600px, 100vw"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          maxWidth: 'none',
          objectFit: 'cover',
        }}
      />
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.35)' }}
      />
      {video.title && (
        <Typography
          variant="h2"
          id={titleId}
          sx={{
            position: 'relative',
            textAlign: 'center',
            textShadow: '0 2px 12px rgba(0, 0, 0, 0.6)',
          }}
        >
          {video.title}
        </Typography>
      )}
      <IconButton
        aria-label={labels.play}
        aria-haspopup="dialog"
        onClick={() => setSelected(pickRandom(videos, random) ?? null)}
        sx={{
          position: 'relative',
          width: { xs: 88, md: 112 },
          height: { xs: 88, md: 112 },
          bgcolor: 'rgba(255, 255, 255, 0.92)',
          color: 'primary.main',
          boxShadow: 4,
          transition: 'transform 200ms ease',
          '&:hover': { bgcolor: 'common.white', transform: 'scale(1.06)' },
        }}
      >
        <PlayArrowRoundedIcon sx={{ fontSize: { xs: 56, md: 72 } }} />
      </IconButton>
      {selected && (
        <Suspense fallback={null}>
          <VideoOverlay video={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Box>
  )
}
