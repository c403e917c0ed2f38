import { defaultWording, defineSiteTexts } from './define-site-texts'

/** Gift-shop and cart texts; "View Cart" and "Checkout" are the spec's English link texts. */
export const shopTexts = defineSiteTexts({
  shopTitle: ['Lista de regalos', 'Título de la lista de regalos'],
  cartTitle: ['Carrito', 'Título del carrito'],
  checkoutTitle: ['Finalizar compra', 'Título de finalizar compra'],
  miniCartTitle: ['Tu carrito', 'Título del carrito desplegable'],
  cartSummary: ['Resumen del carrito', 'Nombre del resumen del carrito'],
  miniCart: ['Carrito', 'Botón del carrito mientras carga'],
  miniCartEmpty: ['Carrito, vacío', 'Botón del carrito vacío'],
  miniCartOne: ['Carrito, {count} artículo', 'Botón del carrito con un artículo ({count})'],
  miniCartMany: ['Carrito, {count} artículos', 'Botón del carrito con varios artículos ({count})'],
  emptyCart: ['Tu carrito está vacío.', 'Aviso de carrito vacío'],
  browseGifts: ['Ver la lista de regalos', 'Enlace a la lista de regalos'],
  total: ['Total', 'Etiqueta «Total»'],
  quantityOf: ['Cantidad de {name}', 'Campo de cantidad ({name} es el regalo)'],
  increment: ['Aumentar la cantidad de {name}', 'Botón para aumentar la cantidad ({name})'],
  decrement: ['Disminuir la cantidad de {name}', 'Botón para disminuir la cantidad ({name})'],
  removeFromCart: ['Quitar {name} del carrito', 'Botón para quitar del carrito ({name})'],
  addToCart: ['Añadir al carrito', 'Botón «Añadir al carrito»'],
  addToCartFor: ['Añadir al carrito: {name}', 'Nombre del botón de añadir ({name})'],
  wishlistToggle: ['Guardar {name} en la lista de deseos', 'Botón de lista de deseos ({name})'],
  compare: ['Comparar {name}', 'Botón de comparar ({name})'],
  wishlistTitle: ['Tu lista de deseos', 'Título de la lista de deseos'],
  compareTitle: ['Comparando', 'Título de la comparación'],
  removeFromWishlist: [
    'Quitar {name} de la lista de deseos',
    'Quitar de la lista de deseos ({name})',
  ],
  removeFromCompare: ['Quitar {name} de la comparación', 'Quitar de la comparación ({name})'],
  priceBefore: ['Antes', 'Etiqueta del precio anterior'],
  noProducts: ['Por ahora no hay regalos en la lista.', 'Aviso de lista de regalos vacía'],
  checkoutIntro: [
    'Los regalos se compran en la tienda de nuestra mesa de regalos.',
    'Texto de finalizar compra',
  ],
  goToStoreNamed: ['Comprar en {store}', 'Enlace a la tienda ({store} es su nombre)'],
  goToStore: ['Ir a la mesa de regalos', 'Enlace a la tienda sin nombre'],
  opensInNewTab: ['(se abre en una pestaña nueva)', 'Aviso de enlace que se abre en otra pestaña'],
  viewCart: ['View Cart', 'Enlace «View Cart»'],
  checkout: ['Checkout', 'Enlace «Checkout»'],
})

export const shopTextDefaults = defaultWording(shopTexts)
