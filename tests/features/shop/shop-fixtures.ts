import type { GiftItemsQueryResult, LayoutQueryResult } from '../../../web/src/content/sanity.types'
import type { CartItem } from '../../../web/src/features/shop/utils/cart'
import type { Product } from '../../../web/src/features/shop/utils/product'

export const vajilla: Product = { id: 'LIV-VAJ-08', name: 'Vajilla', price: 3499, discount: 100 }
export const bateria: Product = { id: 'LIV-BAT-10', name: 'Batería', price: 4299, discount: 85 }
export const toallas: Product = { id: 'LIV-TOA-06', name: 'Toallas', price: 899, discount: 90 }

export function cartItem(product: Product, qty: number, color = null, size = null): CartItem {
  return { ...product, qty, selected_color: color, selected_size: size }
}

export const giftFixture: GiftItemsQueryResult = {
  store: 'Liverpool',
  url: 'https://mesaderegalos.liverpool.com.mx/',
  items: [
    {
      _key: 'gift1',
      sku: vajilla.id,
      name: vajilla.name,
      price: vajilla.price,
      discount: vajilla.discount,
      image: null,
    },
    {
      _key: 'gift2',
      sku: bateria.id,
      name: bateria.name,
      price: bateria.price,
      discount: bateria.discount,
      image: null,
    },
  ],
}

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
  navigation: null,
  footer: null,
}

export const storageKey = 'persist:root'

export function storedRoot(): unknown {
  return JSON.parse(localStorage.getItem(storageKey) ?? 'null')
}
