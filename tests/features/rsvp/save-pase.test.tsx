// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PaseContent } from '../../../web/src/features/rsvp/pase/pase-content'

vi.mock('../../../web/src/features/rsvp/pase/pase-image', () => ({
  paseImage: async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
}))

const { SavePaseButtons } = await import('../../../web/src/features/rsvp/pase/save-pase-buttons')

const pase = { fileName: 'pase-Familia Torres.png', title: 'Pase' } as PaseContent
const words = {
  save: 'Guardar pase',
  saving: 'Preparando imagen...',
  share: 'Compartir pase',
  saveFailed: 'No se pudo',
}

/** A phone that can share files (Android's Chrome, iPhone's Safari), and whether it is iOS's. */
function phoneThatShares({ ios }: { ios: boolean }) {
  const share = vi.fn(async (_data: ShareData) => undefined)
  vi.stubGlobal('navigator', {
    ...navigator,
    canShare: (data: ShareData) => Boolean(data.files?.length),
    share,
    ...(ios ? { standalone: false } : {}),
  })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  // jsdom has no object URLs of its own, and Node's take only Node's blobs
  Object.assign(URL, { createObjectURL: () => 'blob:pase', revokeObjectURL: () => undefined })
  return { share, click }
}

const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }

afterEach(() => {
  Object.assign(URL, objectUrls)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('«Guardar pase»', () => {
  it('on an iPhone opens the share sheet with the PNG (a download never reaches its photos), and offers no second button', async () => {
    const { share, click } = phoneThatShares({ ios: true })
    render(<SavePaseButtons pase={pase} words={words} hint="Guárdalo en las fotos" />)
    expect(screen.queryByRole('button', { name: 'Compartir pase' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pase' }))
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    const file = share.mock.calls[0]?.[0].files?.[0]
    expect(file?.name).toBe('pase-Familia Torres.png')
    expect(file?.type).toBe('image/png')
    expect(click).not.toHaveBeenCalled()
  })

  it('elsewhere downloads the PNG, with «Compartir pase» beside it where the phone can share', async () => {
    const { share, click } = phoneThatShares({ ios: false })
    render(<SavePaseButtons pase={pase} words={words} hint="Guárdalo en las fotos" />)
    expect(screen.getByRole('button', { name: 'Compartir pase' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pase' }))
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(share).not.toHaveBeenCalled()
  })
})
