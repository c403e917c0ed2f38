import { defaultWording, defineSiteTexts } from './define-site-texts'

/** «Detalles de la Boda» texts; "Ver Detalles" and "Cerrar" are the spec's wording. */
export const detailsTexts = defineSiteTexts({
  viewDetails: ['Ver Detalles', 'Botón «Ver Detalles» de cada tarjeta'],
  close: ['Cerrar', 'Botón «Cerrar» de la ventana'],
  closeDialog: ['Cerrar ventana', 'Ícono para cerrar la ventana (lectores de pantalla)'],
  loading: ['Cargando detalles…', 'Aviso mientras cargan los detalles'],
  loadFailed: [
    'No pudimos cargar los detalles. Cierra la ventana e inténtalo de nuevo.',
    'Aviso si los detalles no cargan',
  ],
  openRegistry: ['Ir a la mesa de regalos', 'Enlace a la mesa de regalos'],
  registryNumber: ['Número de evento', 'Etiqueta del número de evento de la mesa de regalos'],
  women: ['Mujeres', 'Título «Mujeres» del código de vestimenta'],
  men: ['Hombres', 'Título «Hombres» del código de vestimenta'],
  tip: ['Consejo', 'Título «Consejo» del código de vestimenta'],
  viewOnMap: ['Ver en el mapa', 'Enlace «Ver en el mapa» de cada hotel'],
  book: ['Reservar', 'Enlace «Reservar» de cada hotel'],
  hotelTips: ['Consejos para tu estancia', 'Título de los consejos de hospedaje'],
  opensInNewTab: ['(se abre en una pestaña nueva)', 'Aviso de enlace que se abre en otra pestaña'],
})

export const detailsTextDefaults = defaultWording(detailsTexts)
