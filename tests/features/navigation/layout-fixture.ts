import type { LayoutQueryResult } from '../../../web/src/content/sanity.types'

export const layoutFixture: LayoutQueryResult = {
  settings: {
    partnerOne: 'Mariana',
    partnerTwo: 'Alejandro',
    monogram: 'M & A',
    weddingDate: '2025-11-01T22:00:00Z',
    timeZone: 'America/Mexico_City',
    pageTitles: {
      home: 'Inicio',
      story: 'Nuestra historia',
      accommodation: 'Hospedaje',
      gallery: 'Galería',
    },
    seo: null,
  },
  navigation: {
    menu: [
      { _key: 'a', id: 'home', title: 'Inicio', link: '#home', offset: null, submenu: null },
      {
        _key: 'b',
        id: 'rsvp',
        title: 'Invitación',
        link: '#rsvp',
        offset: null,
        submenu: [
          { _key: 'b1', title: 'Confirmar Asistencia', link: '/rsvp' },
          { _key: 'b2', title: 'Hospedaje', link: '/accomodation' },
        ],
      },
      { _key: 'c', id: 'events', title: 'Evento', link: '#events', offset: 80, submenu: null },
      {
        _key: 'd',
        id: 'gallery',
        title: 'Detalles',
        link: '#gallery',
        offset: null,
        submenu: [{ _key: 'd1', title: 'Galería', link: '/gallery' }],
      },
    ],
    contactLines: null,
    socialLinks: null,
  },
  footer: null,
}
