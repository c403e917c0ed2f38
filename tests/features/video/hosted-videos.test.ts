import { describe, expect, it } from 'vitest'
import { hostedVideos } from '../../../web/src/features/video/utils/hosted-videos'
import { sectionOf } from '../../support/page-sections'
import { incomplete } from '../../support/incomplete'
import type { VideoContent } from '../../../web/src/features/video/types'

describe('hostedVideos', () => {
  it('finds the two hosted videos of the default dataset', async () => {
    const { video } = await sectionOf('sectionVideo')
    const videos = hostedVideos(video)
    expect(videos).toHaveLength(2)
    for (const v of videos) {
      expect(v.cloudName).not.toBe('')
      expect(v.publicId).not.toBe('')
    }
  })

  it('leaves out videos without a cloud name or a public id', () => {
    const videos = hostedVideos(
      incomplete<VideoContent>({
        title: null,
        banner: null,
        videos: [
          { _key: 'a', title: 'A', cloudName: 'demo', publicId: 'x' },
          { _key: 'b', title: 'B', cloudName: null, publicId: 'y' },
          { _key: 'c', title: 'C', cloudName: 'demo', publicId: '  ' },
        ],
      }),
    )
    expect(videos.map((v) => v.key)).toEqual(['a'])
  })

  it('returns nothing when the section is missing', () => {
    expect(hostedVideos(null)).toEqual([])
  })
})
