import { useCallback, useEffect, useRef, useState } from 'react'
import { fillText } from '../../../content/site-texts/fill-text'
import type { OwnPhoto } from '../../../lib/photos/photo-api'
import { GuestGallery } from './guest-gallery'
import { OwnPhotos } from './own-photos'
import type { PhotoTexts } from './photo-texts'
import { QueueList } from './queue-list'
import { usePhotoApi } from './use-photo-api'
import { usePhotoQueue } from './use-photo-queue'

export type UploadViewProps = { invitation: string; texts: PhotoTexts; onChangeNumber: () => void }

/** A family's photo sharing: pick or take photos, follow each one, see the family's and the gallery. */
export function UploadView({ invitation, texts, onChangeNumber }: UploadViewProps) {
  const api = usePhotoApi()
  const inputRef = useRef<HTMLInputElement>(null)
  const [own, setOwn] = useState<OwnPhoto[] | null>(null)
  const [ownFailed, setOwnFailed] = useState(false)

  const loadOwn = useCallback(() => {
    api.mine(invitation).then(
      (photos) => {
        setOwn(photos)
        setOwnFailed(false)
      },
      () => setOwnFailed(true),
    )
  }, [api, invitation])
  useEffect(loadOwn, [loadOwn])

  const { photos, add, dismiss } = usePhotoQueue(invitation, api, loadOwn)

  return (
    <div className="photos">
      <p className="photos__family">
        {fillText(texts.familyLine, { number: invitation })}{' '}
        <button type="button" className="button photos__change" onClick={onChangeNumber}>
          {texts.changeNumber}
        </button>
      </p>
      <div className="photos__pick">
        <button
          type="button"
          className="button button--contained button--large photos__big-button"
          onClick={() => inputRef.current?.click()}
          aria-describedby="photos-pick-hint"
        >
          {texts.pick}
        </button>
        <input
          ref={inputRef}
          className="photos__input"
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          tabIndex={-1}
          aria-label={texts.pick}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            event.target.value = ''
            void add(files)
          }}
        />
        <p id="photos-pick-hint" className="photos__note">
          {texts.pickHint}
        </p>
      </div>
      <QueueList photos={photos} texts={texts} onDismiss={(id) => void dismiss(id)} />
      <OwnPhotos
        invitation={invitation}
        photos={own}
        failed={ownFailed}
        texts={texts}
        api={api}
        onChanged={loadOwn}
      />
      <GuestGallery api={api} texts={texts} />
    </div>
  )
}
