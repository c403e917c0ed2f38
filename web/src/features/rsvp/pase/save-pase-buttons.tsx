import { useId, useState } from 'react'
import type { PaseContent } from './pase-content'
import { paseImage } from './pase-image'
import { canShareImages, downloadImage, savesThroughShareSheet, shareImage } from './save-pase'

export type SavePaseWords = { save: string; saving: string; share: string; saveFailed: string }

export type SavePaseButtonsProps = { pase: PaseContent; words: SavePaseWords; hint: string }

/**
 * «Guardar pase» downloads the pase's image, or on an iPhone opens the share sheet (a download
 * never reaches its photos there); where the phone can share files, «Compartir pase» too.
 */
export function SavePaseButtons({ pase, words, hint }: SavePaseButtonsProps) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [viaShareSheet] = useState(savesThroughShareSheet)
  const [canShare] = useState(() => !viaShareSheet && canShareImages())
  const hintId = useId()

  async function save(how: 'download' | 'share') {
    setBusy(true)
    setFailed(false)
    try {
      const image = await paseImage(pase)
      if (how === 'share') await shareImage(image, pase.fileName, pase.title)
      else downloadImage(image, pase.fileName)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="pase__save">
      <div className="pase__buttons">
        <button
          type="button"
          className="button button--contained"
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          onClick={() => !busy && void save(viaShareSheet ? 'share' : 'download')}
        >
          {busy ? words.saving : words.save}
        </button>
        {canShare && (
          <button
            type="button"
            className="button button--outlined"
            aria-disabled={busy || undefined}
            onClick={() => !busy && void save('share')}
          >
            {words.share}
          </button>
        )}
      </div>
      <p id={hintId} className="pase__hint">
        {hint}
      </p>
      <p role="alert" className="pase__failed">
        {failed ? words.saveFailed : ''}
      </p>
    </div>
  )
}
