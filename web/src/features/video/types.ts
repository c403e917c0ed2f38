import type { SectionOf } from '../../content/page-sections'

export type VideoContent = SectionOf<'sectionVideo'>['video']

/** A video from content that has everything the player needs. */
export type HostedVideo = {
  key: string
  title: string | null
  cloudName: string
  publicId: string
}
