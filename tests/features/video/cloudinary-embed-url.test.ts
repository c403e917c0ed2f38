import { describe, expect, it } from 'vitest'
import { cloudinaryEmbedUrl } from '../../../web/src/features/video/utils/cloudinary-embed-url'

describe('cloudinaryEmbedUrl', () => {
  const url = new URL(cloudinaryEmbedUrl({ cloudName: 'demo', publicId: 'samples/sea-turtle' }))

  it('points at the cloud-hosted Cloudinary Video Player', () => {
    expect(url.origin + url.pathname).toBe('https://player.cloudinary.com/embed/')
  })

  it('addresses the video by cloud name and public id', () => {
    expect(url.searchParams.get('cloud_name')).toBe('demo')
    expect(url.searchParams.get('public_id')).toBe('samples/sea-turtle')
  })

  it('turns autoplay on', () => {
    expect(url.searchParams.get('player[autoplay]')).toBe('true')
  })

  it('escapes ids that contain URL syntax', () => {
    const tricky = new URL(cloudinaryEmbedUrl({ cloudName: 'demo', publicId: 'a&b=c d' }))
    expect(tricky.searchParams.get('public_id')).toBe('a&b=c d')
    expect(tricky.searchParams.get('cloud_name')).toBe('demo')
  })
})
