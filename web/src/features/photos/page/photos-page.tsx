import { lazy } from 'react'
import { useLocation } from 'react-router-dom'
import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { photoScreenPath } from '../../../config/paths'
import { photosTextDefaults } from '../../../content/site-texts/photos'
import { useSiteTexts } from '../../../content/use-site-texts'
import { NumberForm } from './number-form'
import { UploadView } from './upload-view'
import { useInvitationNumber } from './use-invitation-number'
import './photos.css'

/**
 * /fotos: a confirmed family shares its photos. The personal link's «Comparte tus fotos» opens it
 * with the number; a table's or the TV's QR opens it bare, and it asks for the number once.
 */
function GuestPhotosPage() {
  const texts = useSiteTexts('photos', photosTextDefaults)
  const [invitation, setInvitation] = useInvitationNumber()
  return (
    <>
      <PageHeader title={texts.pageTitle} />
      <Section id="fotos" maxWidth="sm">
        <p className="type-subtitle photos__intro">{texts.intro}</p>
        {invitation === null && <NumberForm onNumber={setInvitation} />}
        {invitation && (
          <UploadView
            invitation={invitation}
            texts={texts}
            onChangeNumber={() => setInvitation(null)}
          />
        )}
      </Section>
    </>
  )
}

// the venue's TV: its own chunk, which /fotos never downloads
const PhotoScreenPage = lazy(() => import('../screen/photo-screen-page'))

/**
 * The route table's page `photos`: /fotos, or the venue's TV at /fotos/pantalla (one entry less
 * in the table every page's download carries).
 */
export default function PhotosPage() {
  const { pathname } = useLocation()
  return pathname.startsWith(photoScreenPath) ? <PhotoScreenPage /> : <GuestPhotosPage />
}
