import { useMemo } from 'react'
import { layoutQuery } from '../../../content/queries'
import { photosTextDefaults } from '../../../content/site-texts/photos'
import { fillText } from '../../../content/site-texts/fill-text'
import { useContent } from '../../../content/use-content'
import { useSiteTexts } from '../../../content/use-site-texts'
import { photosPath } from '../../../config/paths'
import { publicSiteUrl } from '../../../lib/guest-list/invitation-link'
import { qrPath } from '../../../lib/qr/qr-path'
import { currentSlide } from './screen-queue'
import { useFullscreen } from './use-fullscreen'
import { useScreenKey } from './use-screen-key'
import { useScreenQueue } from './use-screen-queue'
import { useWakeLock } from './use-wake-lock'
import './photo-screen.css'

/** The upload page the TV's QR opens: the public address's /fotos, else this site's own. */
function UploadQr({ text, label }: { text: string; label: string }) {
  const { settings } = useContent(layoutQuery)
  const siteUrl = settings?.seo?.siteUrl ?? null
  const address = `${new URL(publicSiteUrl(siteUrl) ?? window.location.origin).origin}${photosPath}`
  const { size, path } = useMemo(() => qrPath(address), [address])
  return (
    <aside className="photo-screen__qr" aria-label={text}>
      <svg
        role="img"
        aria-label={fillText(label, { address })}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <p>{text}</p>
    </aside>
  )
}

/**
 * /fotos/pantalla#<key>: the venue's TV. The approved photos one after another, the newest
 * approval first and a newly approved one next; a hidden one leaves at the next poll; the upload
 * QR in a corner; the screen kept awake (docs/photo-wall.md).
 */
export default function PhotoScreenPage() {
  const texts = useSiteTexts('photos', photosTextDefaults)
  const key = useScreenKey()
  const { queue, phase } = useScreenQueue(key ?? null)
  const { full, supported, enter } = useFullscreen()
  useWakeLock()
  const slide = currentSlide(queue)

  const message =
    key === null
      ? texts.screenNoKey
      : phase === 'bad_key'
        ? texts.screenBadKey
        : key === undefined || phase === 'loading'
          ? texts.screenLoading
          : slide === null
            ? texts.screenEmpty
            : null

  return (
    <div className="photo-screen">
      <title>{texts.screenTitle}</title>
      <h1 className="photo-screen__title">{texts.screenTitle}</h1>
      {slide && (
        <img
          key={slide.id}
          className="photo-screen__photo"
          src={slide.url}
          alt={texts.screenPhotoAlt}
          data-photo-id={slide.id}
        />
      )}
      {message && (
        <p className="photo-screen__message" role="status">
          {message}
        </p>
      )}
      {key && phase !== 'bad_key' && <UploadQr text={texts.screenQr} label={texts.screenQrLabel} />}
      {supported && !full && (
        <button type="button" className="photo-screen__fullscreen" onClick={enter}>
          {texts.screenFullscreen}
        </button>
      )}
    </div>
  )
}
