import { detailsTextDefaults } from './details'
import { errorScreenTextDefaults } from './error-screen'
import { eventsTextDefaults } from './events'
import { headerTextDefaults } from './header'
import { heroTextDefaults } from './hero'
import { rsvpTextDefaults } from './rsvp'
import { rsvpMessageDefaults } from './rsvp-messages'
import { shopTextDefaults } from './shop'
import { videoTextDefaults } from './video'

/**
 * Every area of «Textos del sitio» with its default wording. Pages import only their own area's
 * module, so this whole table is for the dataset check and tooling, never for a page bundle.
 */
export const siteTextDefaults = {
  header: headerTextDefaults,
  hero: heroTextDefaults,
  events: eventsTextDefaults,
  details: detailsTextDefaults,
  video: videoTextDefaults,
  rsvp: rsvpTextDefaults,
  rsvpMessages: rsvpMessageDefaults,
  shop: shopTextDefaults,
  errorScreen: errorScreenTextDefaults,
}

export type SiteTextArea = keyof typeof siteTextDefaults
