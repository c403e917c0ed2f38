// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { VideoSection } from '../../../web/src/features/video/components/video-section'
import type { VideoContent } from '../../../web/src/features/video/types'
import { renderWithApp } from '../../support/render'
import { incomplete } from '../../support/incomplete'

type Video = NonNullable<NonNullable<VideoContent>['videos']>[number]

const video: NonNullable<VideoContent> = {
  title: 'Un pequeño recuerdo',
  banner: {
    alt: 'Banner verde con ramas de olivo',
    crop: null,
    hotspot: null,
    asset: {
      _id: 'image-banner',
      url: '/banner.webp',
      width: 1920,
      height: 600,
      variants: null,
    },
  },
  videos: [
    { _key: 'v1', title: 'La tortuga', cloudName: 'demo', publicId: 'samples/sea-turtle' },
    { _key: 'v2', title: 'Los elefantes', cloudName: 'otra-nube', publicId: 'samples/elephants' },
  ],
}

/** A random source that returns the given values in turn. */
function sequence(...values: number[]) {
  let call = 0
  return () => values[call++ % values.length] ?? 0
}

function playerFrame() {
  return document.querySelector('iframe')
}

async function openPlayer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Reproducir video' }))
  return screen.findByRole('dialog')
}

// Vitest runs without globals here, so Testing Library cannot unmount between tests by itself.

describe('VideoSection', () => {
  it('shows the banner, its title and the play button without any player', () => {
    renderWithApp(<VideoSection video={video} random={() => 0} />)
    expect(screen.getByRole('heading', { name: 'Un pequeño recuerdo' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Banner verde con ramas de olivo' })).toHaveAttribute(
      'loading',
      'lazy',
    )
    expect(screen.getByRole('button', { name: 'Reproducir video' })).toBeInTheDocument()
    expect(playerFrame()).toBeNull()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens the first video when the random value falls low', async () => {
    const user = userEvent.setup()
    renderWithApp(<VideoSection video={video} random={() => 0.1} />)
    const dialog = await openPlayer(user)
    const frame = dialog.querySelector('iframe')
    expect(frame).toHaveAttribute('title', 'La tortuga')
    const src = new URL(frame?.getAttribute('src') ?? '')
    expect(src.searchParams.get('cloud_name')).toBe('demo')
    expect(src.searchParams.get('public_id')).toBe('samples/sea-turtle')
    expect(src.searchParams.get('player[autoplay]')).toBe('true')
    expect(frame).toHaveAttribute(
      'allow',
      'autoplay; fullscreen; encrypted-media; picture-in-picture',
    )
    expect(frame).toHaveAttribute('allowfullscreen')
    expect(dialog).toHaveAccessibleName('La tortuga')
  })

  it('opens the second video when the random value falls high', async () => {
    const user = userEvent.setup()
    renderWithApp(<VideoSection video={video} random={() => 0.9} />)
    const dialog = await openPlayer(user)
    const frame = dialog.querySelector('iframe')
    expect(frame).toHaveAttribute('title', 'Los elefantes')
    const src = new URL(frame?.getAttribute('src') ?? '')
    expect(src.searchParams.get('cloud_name')).toBe('otra-nube')
    expect(src.searchParams.get('public_id')).toBe('samples/elephants')
  })

  it('closes with ×, removes the player, returns focus, and picks afresh next time', async () => {
    const user = userEvent.setup()
    renderWithApp(<VideoSection video={video} random={sequence(0.1, 0.9)} />)
    await openPlayer(user)
    expect(playerFrame()).toHaveAttribute('title', 'La tortuga')

    const close = screen.getByRole('button', { name: 'Cerrar video' })
    expect(close).toHaveTextContent('×')
    await user.click(close)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(playerFrame()).toBeNull()
    expect(screen.getByRole('button', { name: 'Reproducir video' })).toHaveFocus()

    await openPlayer(user)
    expect(playerFrame()).toHaveAttribute('title', 'Los elefantes')
  })

  it('closes with Escape', async () => {
    const user = userEvent.setup()
    renderWithApp(<VideoSection video={video} random={() => 0} />)
    await openPlayer(user)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(playerFrame()).toBeNull()
    expect(screen.getByRole('button', { name: 'Reproducir video' })).toHaveFocus()
  })

  it('renders nothing without a section or without playable videos', () => {
    const { container, rerender } = renderWithApp(<VideoSection video={null} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<VideoSection video={{ ...video, videos: [] }} />)
    expect(container).toBeEmptyDOMElement()
    rerender(
      <VideoSection
        video={{
          ...video,
          videos: [incomplete<Video>({ _key: 'x', title: 'X', cloudName: null, publicId: null })],
        }}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
