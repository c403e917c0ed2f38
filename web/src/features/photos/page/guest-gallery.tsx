import { useEffect, useState } from 'react'
import { fillText } from '../../../content/site-texts/fill-text'
import type { Gallery, PhotoApi } from '../../../lib/photos/photo-api'
import type { PhotoTexts } from './photo-texts'

export type GuestGalleryProps = { api: PhotoApi; texts: PhotoTexts }

/**
 * The approved photos, once the couple shows the gallery: thumbnails first, each opening the
 * full photo. Nothing at all (not even a title) while the gallery is not shown.
 */
export function GuestGallery({ api, texts }: GuestGalleryProps) {
  const [gallery, setGallery] = useState<Gallery | null>(null)
  useEffect(() => {
    let current = true
    api.gallery().then(
      (answer) => current && setGallery(answer),
      () => undefined, // no gallery is shown rather than an error over the upload
    )
    return () => {
      current = false
    }
  }, [api])
  if (!gallery?.visible) return null
  return (
    <section className="photos__block" aria-labelledby="photos-gallery-title">
      <h2 id="photos-gallery-title" className="type-h3">
        {texts.galleryTitle}
      </h2>
      {gallery.photos.length === 0 && <p className="photos__note">{texts.galleryEmpty}</p>}
      <ul className="photos-grid">
        {gallery.photos.map((photo, index) => (
          <li key={photo.id} className="photos-grid__item">
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img
                className="photos-grid__image"
                src={photo.thumbUrl}
                width={photo.width}
                height={photo.height}
                alt={fillText(texts.galleryAlt, { number: index + 1 })}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
