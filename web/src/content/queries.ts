import { defineQuery } from 'groq'

// `variants` (resized copies for srcset) exist only in the embedded dataset; on Sanity it is null
// and the CDN resizes on request.
const image = /* groq */ `
  alt,
  crop,
  hotspot,
  "asset": asset->{
    _id,
    url,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    variants
  }
`

const eventFields = /* groq */ `
  _id,
  title,
  startsAt,
  endsAt,
  venue,
  address,
  mapsUrl,
  image{${image}}
`

const parentsFields = /* groq */ `
  title,
  intro,
  parents[]{_key, role, names},
  godparents[]{_key, role, names}
`

const eventsFields = /* groq */ `
  "section": *[_type == "eventsSection"][0]{title, subtitle},
  "timeZone": *[_type == "siteSettings"][0].timeZone,
  "events": *[_type == "event"] | order(order asc){${eventFields}}
`

export const layoutQuery = defineQuery(`{
  "settings": *[_type == "siteSettings"][0]{
    partnerOne,
    partnerTwo,
    monogram,
    weddingDate,
    timeZone,
    pageTitles,
    seo{title, description, siteUrl, image{${image}}}
  },
  "navigation": *[_type == "navigation"][0]{
    menu[]{_key, id, title, link, offset, submenu[]{_key, title, link}},
    contactLines,
    socialLinks[]{_key, network, url}
  },
  "footer": *[_type == "footer"][0]{quote, credit, creditUrl}
}`)

const heroFields = /* groq */ `
  partnerOne,
  partnerTwo,
  weddingDate,
  timeZone,
  heroTagline,
  countdown,
  heroSlides[]{_key, ${image}}
`

const storyBlocks = /* groq */ `*[_type == "storyBlock"] | order(order asc){_id, title, text, icon, photo{${image}}}`

/**
 * What each type of section brings to the page: its own fields, or the shared content it shows.
 * One branch per type of `schemas/sections` (tests/content/section-contract.test.ts checks).
 */
const sectionFields = /* groq */ `
  _key,
  _type,
  _type == "sectionHero" => {"hero": *[_type == "siteSettings"][0]{${heroFields}}},
  _type == "sectionIntro" => {"intro": *[_type == "introSection"][0]{title, text, photo{${image}}}},
  _type == "sectionParents" => {"parents": *[_type == "parentsSection"][0]{${parentsFields}}},
  _type == "sectionBanner" => {
    "banner": *[_type == "invitationBanner"][0]{heading, dateLine, background{${image}}}
  },
  _type == "sectionVerse" => {"verse": *[_type == "verseSection"][0]{text, reference, photo{${image}}}},
  _type == "sectionStory" => {
    "story": *[_type == "storySection"][0]{title, subtitle, "blocks": ${storyBlocks}}
  },
  _type == "sectionCouple" => {"couple": *[_type == "coupleSection"][0]{quote, photo{${image}}}},
  _type == "sectionVideo" => {
    "video": *[_type == "videoSection"][0]{
      title,
      banner{${image}},
      videos[]{_key, title, cloudName, publicId}
    }
  },
  _type == "sectionEvents" => {"events": {${eventsFields}}},
  _type == "sectionDetails" => {
    "details": *[_type == "detailsSection"][0]{
      title,
      cards[]{_key, topic, title, summary, image{${image}}}
    }
  },
  _type == "sectionCarousel" => {
    "slides": *[_type == "carouselSlide"] | order(order asc){_id, image{${image}}}
  },
  _type == "sectionHotels" => {
    "title": *[_type == "detailsSection"][0].cards[topic == "hotels"][0].title,
    "tips": *[_type == "detailsSection"][0].hotelTips,
    "hotels": *[_type == "hotel"] | order(order asc){_id, name, city, mapsUrl, bookingUrl, note}
  },
  _type == "sectionGallery" => {
    "gallery": *[_type == "gallery"][0]{title, images[]{_key, ${image}}}
  },
  _type == "sectionFaq" => {title, items[]{_key, question, answer}},
  _type == "sectionTextWithPhoto" => {title, text, photo{${image}}, photoSide},
  _type == "sectionMap" => {title, address, image{${image}}, mapUrl, linkLabel}
`

/** A page made of sections (`homePage`, `storyPage`, …): the ones shown, in the couple's order. */
export const pageQuery = defineQuery(`*[_id == $page][0]{
  "sections": sections[hidden != true]{${sectionFields}}
}`)

export const weddingDetailsQuery = defineQuery(`{
  "cards": *[_type == "detailsSection"][0].cards[]{_key, topic, title},
  "dressCode": *[_type == "detailsSection"][0].dressCode{style, women, men, tip},
  "hotelTips": *[_type == "detailsSection"][0].hotelTips,
  "schedule": *[_type == "scheduleItem"] | order(order asc){_id, time, title, description},
  "hotels": *[_type == "hotel"] | order(order asc){_id, name, city, mapsUrl, bookingUrl, note},
  "registry": *[_type == "giftRegistry"][0]{store, url, registryNumber, note}
}`)

export const giftItemsQuery = defineQuery(`*[_type == "giftRegistry"][0]{
  store,
  url,
  items[]{_key, sku, name, price, discount, image{${image}}}
}`)

export const portfolioProjectsQuery =
  defineQuery(`*[_type == "portfolioProject"] | order(number asc){
  _id,
  number,
  title,
  date,
  location,
  thumbnail{${image}}
}`)

export const portfolioProjectQuery =
  defineQuery(`*[_type == "portfolioProject" && number == $number][0]{
  _id,
  number,
  title,
  date,
  location,
  client,
  duration,
  tag,
  description,
  detailImage{${image}},
  "images": images[0...3]{_key, ${image}}
}`)

/** What the couple's dashboard sends with each personal link. */
export const guestMessagesQuery = defineQuery(`{
  "whatsappInvitation": *[_type == "guestMessages"][0].whatsappInvitation,
  "whatsappReminder": *[_type == "guestMessages"][0].whatsappReminder,
  "whatsappDeadline": *[_type == "guestMessages"][0].whatsappDeadline,
  "whatsappDayBefore": *[_type == "guestMessages"][0].whatsappDayBefore,
  "whatsappThanks": *[_type == "guestMessages"][0].whatsappThanks,
  "siteUrl": *[_type == "siteSettings"][0].seo.siteUrl,
  "timeZone": *[_type == "siteSettings"][0].timeZone
}`)

export const rsvpQuestionsQuery = defineQuery(`*[_type == "rsvpQuestions"][0]{
  askNames,
  namesRequired,
  askAgeGroup,
  askMeal,
  mealChoices[]{_key, label, asksDetails},
  askEvents,
  "eventsAsked": eventsAsked[]->{_id, title},
  askMessage,
  messageMaxLength,
  askSong,
  songMaxLength,
  texts
}`)

export const siteTextsQuery = defineQuery(`*[_type == "siteTexts"][0]{
  header,
  hero,
  events,
  details,
  video,
  map,
  rsvp,
  rsvpMessages,
  pase,
  shop,
  errorScreen,
  door,
  photos
}`)
