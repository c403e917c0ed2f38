import { defaultWording, defineSiteTexts } from './define-site-texts'

/**
 * The pase of a confirmed invitation: what it says on the personal link and on the image the
 * family keeps. The button that opens it is in «Confirmar Asistencia», whose texts load first.
 */
export const paseTexts = defineSiteTexts({
  title: ['Tu pase', 'Título del pase'],
  onePase: ['{count} pase', 'Un pase ({count} es el número)'],
  manyPases: ['{count} pases', 'Varios pases ({count} es el número)'],
  people: ['Invitados', 'Etiqueta de las personas del pase'],
  events: ['Eventos', 'Etiqueta de los eventos del pase'],
  personApart: [
    '{name}: {table}',
    'Una persona sentada en otra mesa ({name} es la persona, {table} la mesa)',
  ],
  qrCode: [
    'Código QR de la invitación {number}, para mostrar en la entrada',
    'Descripción del código QR para lectores de pantalla ({number} es la invitación)',
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
  fileName: ['pase-{number}', 'Nombre del archivo de la imagen ({number} es la invitación)'],
})

export const paseTextDefaults = defaultWording(paseTexts)
