import { giftItemsQuery } from '../../../web/src/content/queries'
import { giftFixture, layoutFixture } from './shop-fixtures'

/** Stands in for useContent: the gift registry for its query, the layout for any other. */
export function fixtureContent(query: string) {
  return query === giftItemsQuery ? giftFixture : layoutFixture
}
