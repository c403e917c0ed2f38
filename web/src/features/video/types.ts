import type { HomePageQueryResult } from '../../content/sanity.types'

export type VideoContent = HomePageQueryResult['video']

/** A video from content that has everything the player needs. */
export type HostedVideo = {
  key: string
  title: string | null
  cloudName: string
  publicId: string
}
