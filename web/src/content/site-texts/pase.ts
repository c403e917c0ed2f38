import { defaultWording, defineSiteTexts } from './define-site-texts'

/**
 * The pase of a confirmed invitation: what it says on the personal link and on the image the
 * family keeps. The button that opens it is in «Confirmar Asistencia», whose texts load first.
 */
export const paseTexts = defineSiteTexts({
  title: ['Tu pase', 'Título del pase'],
  couple: ['Boda de {one} y {two}', 'Los novios en el pase ({one} y {two} son sus nombres)'],
  onePase: ['{count} pase', 'Un pase ({count} es el número)'],
  manyPases: ['{count} pases', 'Varios pases ({count} es el número)'],
  people: ['Invitados', 'Etiqueta de las personas del pase'],
  events: ['Eventos', 'Etiqueta de los eventos del pase que no tienen fecha ni lugar'],
  eventWhen: [
    '{day}, {time}',
    'Día y hora de un evento en otro día que la boda ({day} es el día, {time} la hora)',
  ],
  personApart: [
    '{name}: {table}',
    'Una persona sentada en otra mesa ({name} es la persona, {table} la mesa)',
  ],
  qrCode: [
    'Código QR del pase de {family}, para mostrar en la entrada',
    'Descripción del código QR para lectores de pantalla ({family} es la familia)',
  ],
  showAtTheDoor: ['Muestra este código en la entrada.', 'Indicación bajo el código QR'],
  save: ['Guardar pase', 'Botón «Guardar pase»'],
  saving: ['Preparando imagen...', 'Botón mientras prepara la imagen'],
  share: ['Compartir pase', 'Botón «Compartir pase» (en teléfonos que pueden compartir)'],
  saveHint: [
    'Guárdalo en las fotos de tu teléfono para tenerlo a la mano aunque no haya señal.',
    'Ayuda bajo el botón «Guardar pase»',
  ],
  saveFailed: [
    'No se pudo preparar la imagen del pase. Intenta de nuevo.',
    'Aviso si la imagen del pase no se pudo preparar',
  ],
  opening: ['Abriendo tu pase...', 'Mientras se abre el pase de un código QR'],
  notFound: [
    'No encontramos este pase. Revisa que el enlace esté completo o pide uno nuevo a los novios.',
    'Aviso si el enlace de un pase no corresponde a ningún pase',
  ],
  openFailed: [
    'No pudimos abrir el pase. Revisa tu conexión e intenta de nuevo.',
    'Aviso si el pase no se pudo abrir (sin conexión)',
  ],
  retry: ['Intentar de nuevo', 'Botón para volver a abrir el pase'],
  fileName: ['pase-{family}', 'Nombre del archivo de la imagen ({family} es la familia)'],
})

export const paseTextDefaults = defaultWording(paseTexts)
