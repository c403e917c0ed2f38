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

export const homePageQuery = defineQuery(`{
  "hero": *[_type == "siteSettings"][0]{
    partnerOne,
    partnerTwo,
    weddingDate,
    timeZone,
    heroTagline,
    countdown,
    heroSlides[]{_key, ${image}}
  },
  "intro": *[_type == "introSection"][0]{title, text, photo{${image}}},
  "parents": *[_type == "parentsSection"][0]{${parentsFields}},
  "banner": *[_type == "invitationBanner"][0]{heading, dateLine, background{${image}}},
  "verse": *[_type == "verseSection"][0]{text, reference, photo{${image}}},
  "story": *[_type == "storySection"][0]{
    title,
    subtitle,
    "blocks": *[_type == "storyBlock"] | order(order asc){_id, title, text, icon, photo{${image}}}
  },
  "couple": *[_type == "coupleSection"][0]{quote, photo{${image}}},
  "video": *[_type == "videoSection"][0]{title, banner{${image}}, videos[]{_key, title, cloudName, publicId}},
  "events": {${eventsFields}},
  "details": *[_type == "detailsSection"][0]{title, cards[]{_key, topic, title, summary, image{${image}}}},
  "carousel": *[_type == "carouselSlide"] | order(order asc){_id, image{${image}}}
}`)

export const parentsQuery = defineQuery(`*[_type == "parentsSection"][0]{${parentsFields}}`)

export const eventsQuery = defineQuery(`{${eventsFields}}`)

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

export const galleryQuery = defineQuery(`*[_type == "gallery"][0]{title, images[]{_key, ${image}}}`)

export const storyPageQuery = defineQuery(`{
  "story": *[_type == "storySection"][0]{title, subtitle},
  "blocks": *[_type == "storyBlock"] | order(order asc){_id, title, text, icon, photo{${image}}},
  "couple": *[_type == "coupleSection"][0]{quote, photo{${image}}}
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
  rsvp,
  rsvpMessages,
  shop,
  errorScreen
}`)
