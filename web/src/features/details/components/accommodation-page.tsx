import { layoutQuery, weddingDetailsQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { HotelList } from './hotel-list'

/** /accomodation (spelt so in the spec): the hotel recommendations as a page of their own. */
export default function AccommodationPage() {
  const { settings } = useContent(layoutQuery)
  const { hotels, hotelTips, cards } = useContent(weddingDetailsQuery)
  const title = cards?.find((card) => card.topic === 'hotels')?.title
  return (
    <>
      <PageHeader title={settings?.pageTitles?.accommodation} />
      <Section id="hospedaje" title={title} maxWidth="md">
        <HotelList hotels={hotels} tips={hotelTips} />
      </Section>
    </>
  )
}
