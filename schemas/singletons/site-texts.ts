import { TranslateIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

type TextEntry = readonly [name: string, title: string]

const slotsHelp =
  'Si lo dejas vacío, el sitio muestra el texto original. Las palabras entre llaves, como {name}, se reemplazan por su valor: déjalas tal cual.'

function textArea(name: string, title: string, group: string, entries: readonly TextEntry[]) {
  return defineField({
    name,
    title,
    group,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields: entries.map(([fieldName, fieldTitle]) =>
      defineField({ name: fieldName, title: fieldTitle, type: 'string', description: slotsHelp }),
    ),
  })
}

const header: TextEntry[] = [
  ['skipToContent', 'Enlace «saltar al contenido» (lectores de pantalla)'],
  ['mainNavigation', 'Nombre del menú principal (lectores de pantalla)'],
  ['openMenu', 'Botón para abrir el menú en el celular'],
  ['closeMenu', 'Botón para cerrar el menú en el celular'],
  ['showSubmenu', 'Botón para mostrar un submenú ({title} es el nombre del menú)'],
  ['hideSubmenu', 'Botón para ocultar un submenú ({title} es el nombre del menú)'],
  ['home', 'Enlace del logotipo a la portada'],
  ['contact', 'Nombre de la zona de contacto'],
  ['socialNetworks', 'Nombre de la lista de redes sociales'],
  ['opensInNewTab', 'Aviso de enlace que se abre en otra pestaña'],
  ['openSearch', 'Botón para abrir la búsqueda'],
  ['search', 'Nombre del buscador'],
  ['searchField', 'Campo de búsqueda'],
  ['submitSearch', 'Botón «Buscar»'],
]

const hero: TextEntry[] = [
  ['previousPhoto', 'Botón de foto anterior'],
  ['nextPhoto', 'Botón de foto siguiente'],
  ['photoOf', 'Posición de la foto ({{index}} y {{slidesLength}} se reemplazan)'],
  ['slide', 'Tipo de elemento de cada foto (lectores de pantalla)'],
  ['carousel', 'Nombre del carrusel de fotos'],
]

const events: TextEntry[] = [
  ['location', 'Botón «Ubicación» de cada evento'],
  ['confirmAttendance', 'Botón «Confirmar Asistencia» bajo los eventos'],
  ['addToCalendar', 'Botón «Agregar al calendario»'],
  ['downloadIcs', 'Opción para descargar el archivo de calendario'],
  ['googleCalendar', 'Opción de Google Calendar'],
  ['opensInNewTab', 'Aviso de enlace que se abre en otra pestaña'],
  ['mapsDescription', 'Texto antes del enlace al mapa, en el evento que se agrega al calendario'],
  [
    'fallbackFileName',
    'Nombre del archivo de calendario si el nombre del evento no tiene letras latinas (por ejemplo, solo emojis)',
  ],
]

const details: TextEntry[] = [
  ['viewDetails', 'Botón «Ver Detalles» de cada tarjeta'],
  ['close', 'Botón «Cerrar» de la ventana'],
  ['closeDialog', 'Ícono para cerrar la ventana (lectores de pantalla)'],
  ['loading', 'Aviso mientras cargan los detalles'],
  ['loadFailed', 'Aviso si los detalles no cargan'],
  ['openRegistry', 'Enlace a la mesa de regalos'],
  ['registryNumber', 'Etiqueta del número de evento de la mesa de regalos'],
  ['women', 'Título «Mujeres» del código de vestimenta'],
  ['men', 'Título «Hombres» del código de vestimenta'],
  ['tip', 'Título «Consejo» del código de vestimenta'],
  ['viewOnMap', 'Enlace «Ver en el mapa» de cada hotel'],
  ['book', 'Enlace «Reservar» de cada hotel'],
  ['hotelTips', 'Título de los consejos de hospedaje'],
  ['opensInNewTab', 'Aviso de enlace que se abre en otra pestaña'],
]

const video: TextEntry[] = [
  ['play', 'Botón para reproducir el video'],
  ['close', 'Botón para cerrar el video'],
  ['player', 'Nombre del reproductor (lectores de pantalla)'],
]

const rsvp: TextEntry[] = [
  ['pageTitle', 'Título de la página'],
  ['searchTitle', 'Título del buscador'],
  ['searchHint', 'Ayuda bajo el buscador'],
  ['searchForm', 'Nombre del formulario de búsqueda'],
  ['invitationNumber', 'Campo «Número de invitación»'],
  ['search', 'Botón «Buscar»'],
  ['searching', 'Botón mientras busca'],
  ['retry', 'Botón «Intentar de Nuevo»'],
  ['newSearch', 'Botón «Nueva Búsqueda»'],
  ['modify', 'Botón «Modificar»'],
  ['cancel', 'Botón «Cancelar»'],
  ['invitation', 'Etiqueta «Invitación» de la tarjeta'],
  ['familyChief', 'Etiqueta del titular de la invitación'],
  ['availableTickets', 'Etiqueta de boletos disponibles'],
  ['answer', 'Etiqueta «Respuesta» de la tarjeta'],
  ['pending', 'Respuesta aún sin contestar'],
  ['responseForm', 'Título del formulario de respuesta'],
  ['willYouAttend', 'Pregunta de asistencia'],
  ['attend', 'Opción «Sí, asistiré»'],
  ['decline', 'Opción «No podré asistir»'],
  ['tickets', 'Campo «Número de personas»'],
  ['chooseTickets', 'Texto del campo sin elegir'],
  ['onePerson', 'Una persona ({count} es el número)'],
  ['manyPeople', 'Varias personas ({count} es el número)'],
  ['responseDate', 'Etiqueta «Fecha de respuesta»'],
  ['send', 'Botón «Enviar Respuesta»'],
  ['saving', 'Botón mientras guarda'],
  ['saveChanges', 'Botón «Guardar Cambios»'],
]

const rsvpMessages: TextEntry[] = [
  ['emptySearch', 'Búsqueda vacía'],
  ['found', 'Aviso de invitación encontrada'],
  ['notFound', 'Invitación no encontrada'],
  ['searchFailed', 'Error al buscar'],
  ['tooManyAttempts', 'Demasiados intentos de búsqueda'],
  ['searchFirst', 'Responder sin haber buscado'],
  ['atLeastOneTicket', 'Asistir sin elegir boletos'],
  ['tooManyTickets', 'Más boletos de los disponibles ({n} es el máximo)'],
  ['saved', 'Aviso de respuesta guardada'],
  ['searchAnother', 'Aviso para buscar otra invitación'],
  ['updateFailed', 'Error al actualizar la respuesta'],
  ['submitFailed', 'Error al enviar la respuesta'],
  ['preparingEdit', 'Aviso mientras prepara la modificación'],
  ['attending', 'Resumen de asistencia ({people} es «2 personas»)'],
  ['declined', 'Resumen de no asistencia'],
  ['modificationsClosed', 'Aviso de modificaciones cerradas ({deadline} es la fecha)'],
  ['deadlinePassed', 'Error al modificar tarde ({deadline} es la fecha)'],
]

const shop: TextEntry[] = [
  ['shopTitle', 'Título de la lista de regalos'],
  ['cartTitle', 'Título del carrito'],
  ['checkoutTitle', 'Título de finalizar compra'],
  ['miniCartTitle', 'Título del carrito desplegable'],
  ['cartSummary', 'Nombre del resumen del carrito'],
  ['miniCart', 'Botón del carrito mientras carga'],
  ['miniCartEmpty', 'Botón del carrito vacío'],
  ['miniCartOne', 'Botón del carrito con un artículo ({count})'],
  ['miniCartMany', 'Botón del carrito con varios artículos ({count})'],
  ['emptyCart', 'Aviso de carrito vacío'],
  ['browseGifts', 'Enlace a la lista de regalos'],
  ['total', 'Etiqueta «Total»'],
  ['quantityOf', 'Campo de cantidad ({name} es el regalo)'],
  ['increment', 'Botón para aumentar la cantidad ({name})'],
  ['decrement', 'Botón para disminuir la cantidad ({name})'],
  ['removeFromCart', 'Botón para quitar del carrito ({name})'],
  ['addToCart', 'Botón «Añadir al carrito»'],
  ['addToCartFor', 'Nombre del botón de añadir ({name})'],
  ['wishlistToggle', 'Botón de lista de deseos ({name})'],
  ['compare', 'Botón de comparar ({name})'],
  ['wishlistTitle', 'Título de la lista de deseos'],
  ['compareTitle', 'Título de la comparación'],
  ['removeFromWishlist', 'Quitar de la lista de deseos ({name})'],
  ['removeFromCompare', 'Quitar de la comparación ({name})'],
  ['priceBefore', 'Etiqueta del precio anterior'],
  ['noProducts', 'Aviso de lista de regalos vacía'],
  ['checkoutIntro', 'Texto de finalizar compra'],
  ['goToStoreNamed', 'Enlace a la tienda ({store} es su nombre)'],
  ['goToStore', 'Enlace a la tienda sin nombre'],
  ['opensInNewTab', 'Aviso de enlace que se abre en otra pestaña'],
  ['viewCart', 'Enlace «View Cart»'],
  ['checkout', 'Enlace «Checkout»'],
]

const errorScreen: TextEntry[] = [
  ['title', 'Título de la pantalla de error'],
  ['message', 'Mensaje de la pantalla de error'],
  ['retry', 'Botón «Reintentar»'],
  ['loading', 'Aviso «Cargando…»'],
]

/** Every fixed word of the guest pages, grouped by page, so the couple can reword any of them. */
export const siteTextsFields = {
  header,
  hero,
  events,
  details,
  video,
  rsvp,
  rsvpMessages,
  shop,
  errorScreen,
}

export const siteTexts = defineType({
  name: 'siteTexts',
  title: 'Textos del sitio',
  type: 'document',
  icon: TranslateIcon,
  groups: [
    { name: 'general', title: 'Todas las páginas', default: true },
    { name: 'home', title: 'Portada' },
    { name: 'rsvp', title: 'Confirmar asistencia' },
    { name: 'shop', title: 'Regalos y carrito' },
  ],
  fields: [
    textArea('header', 'Encabezado y menú', 'general', header),
    textArea('errorScreen', 'Pantalla de error y carga', 'general', errorScreen),
    textArea('hero', 'Fotos de la portada y carrusel', 'home', hero),
    textArea('events', 'Hora y Lugar', 'home', events),
    textArea('details', 'Detalles de la Boda', 'home', details),
    textArea('video', 'Video', 'home', video),
    textArea('rsvp', 'Página «Confirmar Asistencia»', 'rsvp', rsvp),
    textArea('rsvpMessages', 'Mensajes y avisos de la confirmación', 'rsvp', rsvpMessages),
    textArea('shop', 'Regalos y carrito', 'shop', shop),
  ],
  preview: { prepare: () => ({ title: 'Textos del sitio' }) },
})
