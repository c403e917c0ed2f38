import type { SectionOf } from '../../../content/page-sections'
import { Section } from '../../../components/section'
import { HotelList } from './hotel-list'

export type HotelsSectionProps = { section: SectionOf<'sectionHotels'> }

/** «Hospedaje»: the hotel recommendations and tips, as on /accomodation (spelt so in the spec). */
export function HotelsSection({ section }: HotelsSectionProps) {
  return (
    <Section id="hospedaje" title={section.title} maxWidth="md">
      <HotelList hotels={section.hotels} tips={section.tips} />
    </Section>
  )
}
