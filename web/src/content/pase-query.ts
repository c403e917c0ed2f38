import { defineQuery } from 'groq'

// Apart from queries.ts, which the entry carries: only the pase (loaded on demand) asks this.

/**
 * What a pase needs beyond the invitation: the link's public address, the couple's names, the
 * wedding's date, and each event's title, day and time, place and address.
 */
export const paseQuery = defineQuery(`{
  "siteUrl": *[_type == "siteSettings"][0].seo.siteUrl,
  "partnerOne": *[_type == "siteSettings"][0].partnerOne,
  "partnerTwo": *[_type == "siteSettings"][0].partnerTwo,
  "weddingDate": *[_type == "siteSettings"][0].weddingDate,
  "timeZone": *[_type == "siteSettings"][0].timeZone,
  "events": *[_type == "event"] | order(order asc){_id, title, startsAt, venue, address}
}`)
