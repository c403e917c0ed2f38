import { PageHeader } from '../../components/page-header'
import type { SectionPageId } from '../../content/page-sections'
import { layoutQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { PageSections } from '../sections/page-sections'

type TitledPage = 'story' | 'accommodation' | 'gallery'

/** An inner page: the band with its title, then its own list of sections. */
function innerPage(page: SectionPageId, title: TitledPage) {
  return function InnerPage() {
    const { settings } = useContent(layoutQuery)
    return (
      <>
        <PageHeader title={settings?.pageTitles?.[title]} />
        <PageSections page={page} />
      </>
    )
  }
}

export const StoryPage = innerPage('storyPage', 'story')
export const AccommodationPage = innerPage('accommodationPage', 'accommodation')
export const GalleryPage = innerPage('galleryPage', 'gallery')
