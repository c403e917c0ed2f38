import { describe, expect, it } from 'vitest'
import { paseQuery } from '../../web/src/content/pase-query'
import * as queries from '../../web/src/content/queries'
import { queryDefaultDataset } from '../support/default-dataset'
import { pageSections, sectionOf } from '../support/page-sections'

describe('every query on the default dataset', () => {
  it.each(Object.entries({ ...queries, paseQuery }))(
    '%s answers with content',
    async (_name, query) => {
      const result = await queryDefaultDataset(query, { number: 1, page: 'homePage' })
      expect(result).not.toBeNull()
      expect(JSON.stringify(result)).not.toMatch(/"_sanityAsset"/)
    },
  )
})

describe('the layout', () => {
  it('names the couple and carries a link preview with an image', async () => {
    const { settings, navigation, footer } = await queryDefaultDataset(queries.layoutQuery)
    expect(settings?.partnerOne).toBeTruthy()
    expect(settings?.partnerTwo).toBeTruthy()
    expect(settings?.seo?.title).toContain(settings?.partnerOne ?? '')
    expect(settings?.seo?.image?.asset?.url).toMatch(/\.webp$/)
    expect(settings?.seo?.image?.asset?.width).toBe(1200)
    expect(footer?.quote).toBeTruthy()
    expect(navigation?.menu?.map((item) => item.title)).toEqual([
      'Inicio',
      'Principio',
      'El Amor',
      'Invitación',
      'Evento',
      'Detalles',
    ])
  })
})

describe('the home page', () => {
  it("lists the spec's eleven sections in the spec's order", async () => {
    expect((await pageSections('homePage')).map((section) => section._type)).toEqual([
      'sectionHero',
      'sectionIntro',
      'sectionParents',
      'sectionBanner',
      'sectionVerse',
      'sectionStory',
      'sectionCouple',
      'sectionVideo',
      'sectionEvents',
      'sectionDetails',
      'sectionCarousel',
    ])
  })

  it('has the hero of the spec', async () => {
    const { hero } = await sectionOf('sectionHero')
    expect(hero?.heroTagline).toBe('Nos casamos, Nov 1,2025')
    expect(hero?.heroSlides).toHaveLength(3)
    expect(hero?.timeZone).toBe('America/Mexico_City')
    expect(new Date(hero?.weddingDate ?? '').toISOString()).toBe('2025-11-01T22:00:00.000Z')
    for (const slide of hero?.heroSlides ?? []) expect(slide.alt).toBeTruthy()
  })

  it('has the banner, verse, four story blocks, the couple quote and two videos', async () => {
    const home = {
      ...(await sectionOf('sectionBanner')),
      ...(await sectionOf('sectionVerse')),
      ...(await sectionOf('sectionStory')),
      ...(await sectionOf('sectionCouple')),
      ...(await sectionOf('sectionVideo')),
    }
    expect(home.banner?.heading).toBe('Nos hace mucha ilusión, invitarte a nuestra boda')
    expect(home.banner?.dateLine).toBe('El próximo 01 de Noviembre, 2025')
    expect(home.verse?.reference).toBe('1 Corintios 13:4-7')
    expect(home.verse?.text).toMatch(/amor/i)
    expect(home.story?.title).toBe('El amor')
    expect(home.story?.blocks).toHaveLength(4)
    expect(home.couple?.quote).toBe('Te elijo hoy y por el resto de mi vida...')
    expect(home.video?.videos).toHaveLength(2)
    for (const video of home.video?.videos ?? []) {
      expect(video.cloudName).toBeTruthy()
      expect(video.publicId).toBeTruthy()
    }
  })

  it('has four detail cards, one per topic, and six carousel images', async () => {
    const { details } = await sectionOf('sectionDetails')
    const { slides: carousel } = await sectionOf('sectionCarousel')
    expect(details?.title).toBe('Detalles de la Boda')
    expect(details?.cards?.map((card) => [card.topic, card.title])).toEqual([
      ['pricing', 'Mesa de Regalos'],
      ['schedule', 'Itinerario de la Boda'],
      ['dresscode', 'Código de Vestimenta'],
      ['hotels', 'Recomendaciones de Hospedaje'],
    ])
    expect(carousel).toHaveLength(6)
  })
})

describe('the events', () => {
  it('are the ceremony at 4:00 PM and the reception at 5:30 PM with maps links', async () => {
    const { section, events, timeZone } = (await sectionOf('sectionEvents')).events
    expect(section?.title).toBe('Hora y Lugar')
    expect(timeZone).toBe('America/Mexico_City')
    expect(events).toHaveLength(2)
    const local = (iso: string | null) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Mexico_City',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(iso ?? ''))
    expect(events.map((event) => local(event.startsAt))).toEqual([
      '11/1/25, 4:00 PM',
      '11/1/25, 5:30 PM',
    ])
    expect(events[0]?.address).toMatch(/Apaxco/)
    expect(events[1]?.address).toMatch(/Atitalaquia/)
    for (const event of events) expect(event.mapsUrl).toMatch(/^https:\/\//)
  })
})

describe('the wedding details', () => {
  it('has the eight moments of the schedule in order', async () => {
    const { schedule } = await queryDefaultDataset(queries.weddingDetailsQuery)
    expect(schedule.map((item) => item.time)).toEqual([
      '4:00 PM',
      '5:30 PM',
      '7:00 PM',
      '7:30 PM',
      '9:00 PM',
      '11:00 PM',
      '1:30 AM',
      '3:00 AM',
    ])
    expect(schedule[6]?.title).toMatch(/Torna boda/i)
  })

  it('has the six hotels with their towns, three of them bookable', async () => {
    const { hotels, hotelTips } = await queryDefaultDataset(queries.weddingDetailsQuery)
    expect(hotels.map((hotel) => hotel.name)).toEqual([
      'City Express',
      'Hotel Real del Bosque',
      'Hotel Real Catedral',
      'Hotel San Javier',
      'Hotel El Dorado',
      "Hotel Fanny's",
    ])
    const towns = hotels.map((hotel) => hotel.city ?? '')
    expect(towns.slice(0, 3).every((town) => town.includes('Tula'))).toBe(true)
    expect(towns[3]).toMatch(/Tlaxcoapan/)
    expect(towns.slice(4).every((town) => town.includes('Apaxco'))).toBe(true)
    expect(hotels.filter((hotel) => hotel.bookingUrl)).toHaveLength(3)
    for (const hotel of hotels) expect(hotel.mapsUrl).toMatch(/^https:\/\//)
    expect(hotelTips?.length).toBeGreaterThanOrEqual(4)
  })

  it('has the dress code and one gift registry', async () => {
    const { dressCode, registry } = await queryDefaultDataset(queries.weddingDetailsQuery)
    expect(dressCode?.style).toMatch(/Formal/)
    expect(dressCode?.women?.join(' ')).toMatch(/blanco/i)
    expect(dressCode?.men?.join(' ')).toMatch(/traje/i)
    expect(dressCode?.tip).toBeTruthy()
    expect(registry?.url).toMatch(/^https:\/\//)
    expect(registry?.registryNumber).toBeTruthy()
  })
})

describe('the portfolio', () => {
  it('lists seven projects in Austria, numbered 1 to 7', async () => {
    const projects = await queryDefaultDataset(queries.portfolioProjectsQuery)
    expect(projects.map((project) => project.number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    for (const project of projects) expect(project.location).toMatch(/Austria/)
  })

  it('finds one project by number with at most three images', async () => {
    const project = await queryDefaultDataset(queries.portfolioProjectQuery, { number: 3 })
    expect(project?.number).toBe(3)
    expect(project?.images?.length).toBe(3)
    expect(await queryDefaultDataset(queries.portfolioProjectQuery, { number: 99 })).toBeNull()
  })
})
