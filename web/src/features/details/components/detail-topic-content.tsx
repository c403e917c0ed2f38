import { weddingDetailsQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import type { DetailTopic } from '../utils/detail-topic'
import { DressCode } from './dress-code'
import { GiftRegistry } from './gift-registry'
import { HotelList } from './hotel-list'
import { WeddingSchedule } from './wedding-schedule'

export type DetailTopicContentProps = {
  topic: DetailTopic
}

/** The body of the details dialog; loaded with React.lazy, hence the default export. */
export default function DetailTopicContent({ topic }: DetailTopicContentProps) {
  const details = useContent(weddingDetailsQuery)
  switch (topic) {
    case 'pricing':
      return <GiftRegistry registry={details.registry} />
    case 'schedule':
      return <WeddingSchedule schedule={details.schedule} />
    case 'dresscode':
      return <DressCode dressCode={details.dressCode} />
    case 'hotels':
      return <HotelList hotels={details.hotels} tips={details.hotelTips} />
  }
}
