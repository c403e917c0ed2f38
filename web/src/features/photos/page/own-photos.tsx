import { useState } from 'react'
import { fillText } from '../../../content/site-texts/fill-text'
import type { OwnPhoto, PhotoApi } from '../../../lib/photos/photo-api'
import type { PhotoTexts } from './photo-texts'

export type OwnPhotosProps = {
  invitation: string
  photos: OwnPhoto[] | null
  failed: boolean
  texts: PhotoTexts
  api: PhotoApi
  onChanged: () => void
}

const statusText = (texts: PhotoTexts, photo: OwnPhoto) =>
  photo.status === 'approved'
    ? texts.stateApproved
    : photo.status === 'hidden'
      ? texts.mineHidden
      : texts.statePending

/** The photos the family sent (from any phone), each with its state and «Borrar». */
export function OwnPhotos({ invitation, photos, failed, texts, api, onChanged }: OwnPhotosProps) {
  const [deleting, setDeleting] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function remove(id: string) {
    setDeleting(id)
    setError(null)
    try {
      await api.remove(invitation, id)
      onChanged()
    } catch {
      setError(texts.deleteFailed)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <section className="photos__block" aria-labelledby="photos-mine-title">
      <h2 id="photos-mine-title" className="type-h3">
        {texts.mineTitle}
      </h2>
      {error && (
        <p className="field__message" role="alert">
          {error}
        </p>
      )}
      {failed && (
        <p className="photos__note" role="alert">
          {texts.loadFailed}
        </p>
      )}
      {photos?.length === 0 && <p className="photos__note">{texts.mineEmpty}</p>}
      {photos && photos.length > 0 && (
        <ul className="photos-grid">
          {photos.map((photo, index) => (
            <li key={photo.id} className="photos-grid__item">
              <img
                className="photos-grid__image"
                src={photo.thumbUrl}
                alt={fillText(texts.photoAlt, { number: index + 1 })}
                loading="lazy"
              />
              <span className="photos-grid__state">{statusText(texts, photo)}</span>
              <button
                type="button"
                className="button button--outlined photos__big-button"
                aria-label={fillText(texts.deleteLabel, { number: index + 1 })}
                aria-busy={deleting === photo.id}
                disabled={deleting === photo.id}
                onClick={() => void remove(photo.id)}
              >
                {texts.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
