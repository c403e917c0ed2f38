import { useEffect, useRef } from 'react'
import type { QueuedPhoto } from '../queue/photos-db'
import { stateText, type PhotoTexts } from './photo-texts'

export type QueueListProps = {
  photos: QueuedPhoto[]
  texts: PhotoTexts
  onDismiss: (id: string) => void
}

/** A prepared photo's thumbnail, through an object URL let go when it changes or leaves. */
function QueueThumbImage({ blob }: { blob: Blob }) {
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(blob)
    if (ref.current) ref.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [blob])
  return <img ref={ref} className="photos-queue__thumb" alt="" />
}

/** The thumbnail once the photo is prepared, an empty square before. */
function QueueThumb({ blob }: { blob: Blob | null }) {
  return blob ? (
    <QueueThumbImage blob={blob} />
  ) : (
    <span className="photos-queue__thumb" aria-hidden="true" />
  )
}

/** This phone's photos on their way, each with its state in words (read out as it changes). */
export function QueueList({ photos, texts, onDismiss }: QueueListProps) {
  if (photos.length === 0) return null
  return (
    <section className="photos__block" aria-labelledby="photos-queue-title">
      <h2 id="photos-queue-title" className="type-h3">
        {texts.queueTitle}
      </h2>
      <ul className="photos-queue">
        {photos.map((photo) => (
          <li key={photo.id} className={`photos-queue__item photos-queue__item--${photo.state}`}>
            <QueueThumb blob={photo.thumb} />
            <div className="photos-queue__text">
              <span className="photos-queue__name">{photo.name}</span>
              <span className="photos-queue__state" role="status">
                {stateText(texts, photo)}
              </span>
              {photo.state === 'uploading' && (
                <progress
                  className="photos-queue__progress"
                  max={100}
                  value={Math.round(photo.progress * 100)}
                  aria-label={photo.name}
                />
              )}
            </div>
            {photo.state === 'refused' && (
              <button
                type="button"
                className="button button--outlined photos__big-button"
                onClick={() => onDismiss(photo.id)}
              >
                {texts.dismiss}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
