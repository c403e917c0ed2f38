/** «Detalles de la Boda» texts; "Ver Detalles" and "Cerrar" are the spec's wording. */
export const detailsTextDefaults = {
  viewDetails: 'Ver Detalles',
  close: 'Cerrar',
  closeDialog: 'Cerrar ventana',
  loading: 'Cargando detalles…',
  loadFailed: 'No pudimos cargar los detalles. Cierra la ventana e inténtalo de nuevo.',
  openRegistry: 'Ir a la mesa de regalos',
  registryNumber: 'Número de evento',
  women: 'Mujeres',
  men: 'Hombres',
  tip: 'Consejo',
  viewOnMap: 'Ver en el mapa',
  book: 'Reservar',
  hotelTips: 'Consejos para tu estancia',
  opensInNewTab: '(se abre en una pestaña nueva)',
}
