/** Fixed texts of the shop screens: Spanish, except the link texts the spec fixes in English. */
export const labels = {
  shopTitle: 'Lista de regalos',
  cartTitle: 'Carrito',
  checkoutTitle: 'Finalizar compra',
  miniCartTitle: 'Tu carrito',
  cartSummary: 'Resumen del carrito',
  // null: the count is not known yet (the page is still hydrating).
  miniCart: (count: number | null) =>
    count === null
      ? 'Carrito'
      : count === 0
        ? 'Carrito, vacío'
        : `Carrito, ${count} ${count === 1 ? 'artículo' : 'artículos'}`,
  emptyCart: 'Tu carrito está vacío.',
  browseGifts: 'Ver la lista de regalos',
  total: 'Total',
  quantityTimesPrice: (qty: number, price: string) => `${qty} × ${price}`,
  quantityOf: (name: string) => `Cantidad de ${name}`,
  increment: (name: string) => `Aumentar la cantidad de ${name}`,
  decrement: (name: string) => `Disminuir la cantidad de ${name}`,
  removeFromCart: (name: string) => `Quitar ${name} del carrito`,
  addToCart: 'Añadir al carrito',
  addToCartFor: (name: string) => `Añadir al carrito: ${name}`,
  wishlistToggle: (name: string) => `Guardar ${name} en la lista de deseos`,
  compare: (name: string) => `Comparar ${name}`,
  wishlistTitle: 'Tu lista de deseos',
  compareTitle: 'Comparando',
  removeFromWishlist: (name: string) => `Quitar ${name} de la lista de deseos`,
  removeFromCompare: (name: string) => `Quitar ${name} de la comparación`,
  priceBefore: 'Antes',
  noProducts: 'Por ahora no hay regalos en la lista.',
  checkoutIntro: 'Los regalos se compran en la tienda de nuestra mesa de regalos.',
  goToStore: (store: string | null) => (store ? `Comprar en ${store}` : 'Ir a la mesa de regalos'),
  opensInNewTab: '(se abre en una pestaña nueva)',
  viewCart: 'View Cart',
  checkout: 'Checkout',
} as const
