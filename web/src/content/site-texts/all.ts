import { detailsTextDefaults, detailsTexts } from './details'
import { doorTextDefaults, doorTexts } from './door'
import { errorScreenTextDefaults, errorScreenTexts } from './error-screen'
import { eventsTextDefaults, eventsTexts } from './events'
import { headerTextDefaults, headerTexts } from './header'
import { heroTextDefaults, heroTexts } from './hero'
import { mapTextDefaults, mapTexts } from './map'
import { paseTextDefaults, paseTexts } from './pase'
import { photosTextDefaults, photosTexts } from './photos'
import { rsvpTextDefaults, rsvpTexts } from './rsvp'
import { rsvpMessageDefaults, rsvpMessageTexts } from './rsvp-messages'
import { shopTextDefaults, shopTexts } from './shop'
import { videoTextDefaults, videoTexts } from './video'

/**
 * Every area of «Textos del sitio», each text with its default wording and its Studio title: the
 * Studio builds its fields from these. Pages import only their own area's module, so this file
 * is for the Studio, the tests and tooling, never for a page bundle.
 */
export const siteTextTables = {
  header: headerTexts,
  hero: heroTexts,
  events: eventsTexts,
  details: detailsTexts,
  video: videoTexts,
  map: mapTexts,
  rsvp: rsvpTexts,
  rsvpMessages: rsvpMessageTexts,
  pase: paseTexts,
  shop: shopTexts,
  errorScreen: errorScreenTexts,
  door: doorTexts,
  photos: photosTexts,
}

export type SiteTextArea = keyof typeof siteTextTables

/** The same areas' default wording, the very objects the pages read. */
export const siteTextDefaults = {
  header: headerTextDefaults,
  hero: heroTextDefaults,
  events: eventsTextDefaults,
  details: detailsTextDefaults,
  video: videoTextDefaults,
  map: mapTextDefaults,
  rsvp: rsvpTextDefaults,
  rsvpMessages: rsvpMessageDefaults,
  pase: paseTextDefaults,
  shop: shopTextDefaults,
  errorScreen: errorScreenTextDefaults,
  door: doorTextDefaults,
  photos: photosTextDefaults,
} satisfies Record<SiteTextArea, Record<string, string>>
