import type { HostedVideo, VideoContent } from '../types'

/** The videos of the section that name both a cloud and a public id; the rest cannot play. */
export function hostedVideos(video: VideoContent): HostedVideo[] {
  return (video?.videos ?? []).flatMap(({ _key, title, cloudName, publicId }) =>
    cloudName?.trim() && publicId?.trim()
      ? [{ key: _key, title, cloudName: cloudName.trim(), publicId: publicId.trim() }]
      : [],
  )
}
