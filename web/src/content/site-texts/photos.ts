import { defaultWording, defineSiteTexts } from './define-site-texts'

/** The guests' photo page (/fotos): sharing photos at the party, their states, the gallery. */
export const photosTexts = defineSiteTexts({
  pageTitle: ['Comparte tus fotos', 'Título de la página /fotos'],
  intro: [
    'Sube las fotos que tomes en la boda. Les llegan a los novios, y las que ellos aprueben saldrán en la pantalla del salón.',
    'Texto bajo el título',
  ],
  numberTitle: ['¿Cuál es tu invitación?', 'Título del formulario del número'],
  numberHint: [
    'Escribe el número de tu invitación una vez: este teléfono lo recordará.',
    'Ayuda bajo el título del número',
  ],
  numberLabel: ['Número de invitación', 'Campo «Número de invitación»'],
  numberMissing: ['Escribe el número de tu invitación.', 'Aviso si el número está vacío'],
  continue: ['Continuar', 'Botón «Continuar»'],
  checking: ['Comprobando...', 'Botón mientras comprueba el número'],
  familyLine: ['Invitación {number}', 'Qué invitación comparte ({number} es el número)'],
  changeNumber: ['Cambiar de invitación', 'Botón «Cambiar de invitación»'],
  pick: ['Elegir o tomar fotos', 'Botón para elegir o tomar fotos'],
  pickHint: [
    'Puedes elegir varias a la vez. Se envían una a una y siguen aunque cierres la página o te quedes sin señal.',
    'Ayuda bajo el botón de elegir fotos',
  ],
  queueTitle: ['Enviándose desde este teléfono', 'Título de la lista de fotos en camino'],
  statePreparing: ['Preparando', 'Estado: preparando la foto'],
  stateQueued: ['En cola', 'Estado: en cola'],
  stateWaiting: [
    'En cola: se enviará en cuanto haya señal',
    'Estado: en cola, esperando señal o un nuevo intento',
  ],
  stateUploading: ['Subiendo {percent} %', 'Estado: subiendo ({percent} es el porcentaje)'],
  stateApproved: ['Guardada', 'Estado: guardada y aprobada'],
  statePending: ['Guardada, pendiente de aprobación', 'Estado: guardada, esperando a los novios'],
  stateRefused: ['Rechazada: {reason}', 'Estado: rechazada ({reason} es el motivo)'],
  dismiss: ['Quitar de la lista', 'Botón para quitar una foto rechazada de la lista'],
  mineTitle: ['Fotos de tu familia', 'Título de las fotos que envió la familia'],
  mineEmpty: ['Aún no has compartido fotos.', 'Texto si la familia no envió fotos'],
  mineHidden: ['No se mostrará', 'Estado de una foto que los novios ocultaron'],
  photoAlt: [
    'Foto {number} de tu familia',
    'Texto alternativo de una foto de la familia ({number} es su orden)',
  ],
  delete: ['Borrar', 'Botón «Borrar» de una foto'],
  deleteLabel: [
    'Borrar la foto {number}',
    'Nombre del botón «Borrar» para lectores de pantalla ({number} es la foto)',
  ],
  deleteFailed: [
    'No se pudo borrar la foto. Inténtalo de nuevo.',
    'Aviso si no se pudo borrar una foto',
  ],
  galleryTitle: ['Las fotos de la boda', 'Título de la galería de invitados'],
  galleryAlt: [
    'Foto {number} de la boda',
    'Texto alternativo de una foto de la galería ({number} es su orden)',
  ],
  galleryEmpty: ['Todavía no hay fotos en la galería.', 'Texto si la galería no tiene fotos'],
  loadFailed: [
    'No pudimos cargar las fotos. Revisa tu conexión e inténtalo de nuevo.',
    'Aviso si no cargaron las fotos',
  ],
  retry: ['Intentar de nuevo', 'Botón «Intentar de nuevo»'],
  refusedNotFound: [
    'No encontramos esa invitación. Revisa el número.',
    'Motivo: número de invitación desconocido',
  ],
  refusedNotConfirmed: [
    'Solo las familias que confirmaron su asistencia pueden compartir fotos.',
    'Motivo: la familia no confirmó asistencia',
  ],
  refusedClosed: [
    'Ahora no se pueden subir fotos.',
    'Motivo: fuera del horario que fijaron los novios',
  ],
  refusedQuota: [
    'Tu familia ya compartió todas las fotos que se pueden subir.',
    'Motivo: se alcanzó el límite de fotos por invitación',
  ],
  refusedTooLarge: ['La foto es demasiado grande.', 'Motivo: foto demasiado grande'],
  refusedHeic: [
    'Este teléfono no puede abrir fotos HEIC. Prueba a elegirla como JPEG.',
    'Motivo: foto HEIC que el navegador no puede abrir',
  ],
  refusedUnreadable: [
    'Este archivo no es una foto que podamos abrir.',
    'Motivo: archivo que no es una foto',
  ],
  refusedBlank: ['La foto salió en blanco.', 'Motivo: la foto salió en blanco'],
  refusedOther: ['No se pudo guardar la foto.', 'Motivo: cualquier otro rechazo'],
  throttled: [
    'Demasiados intentos. Espera un momento y vuelve a probar.',
    'Aviso tras muchos números equivocados',
  ],
  screenTitle: ['Fotos de la boda', 'Pantalla del salón (/fotos/pantalla): título de la página'],
  screenFullscreen: ['Pantalla completa', 'Pantalla del salón: botón «Pantalla completa»'],
  screenQr: [
    'Comparte tus fotos: escanea el código con la cámara del teléfono',
    'Pantalla del salón: texto junto al código QR para subir fotos',
  ],
  screenQrLabel: [
    'Código QR de {address}',
    'Pantalla del salón: nombre del código QR para lectores de pantalla ({address} es la dirección)',
  ],
  screenEmpty: [
    'Aquí saldrán las fotos de la fiesta en cuanto los novios las aprueben.',
    'Pantalla del salón: aviso mientras no hay fotos aprobadas',
  ],
  screenLoading: ['Cargando las fotos...', 'Pantalla del salón: mientras llegan las fotos'],
  screenPhotoAlt: ['Una foto de la boda', 'Pantalla del salón: texto alternativo de cada foto'],
  screenNoKey: [
    'Falta la clave de esta pantalla. Abran el enlace completo que crearon en «Fotos» del panel de los novios.',
    'Pantalla del salón: aviso si el enlace no trae clave',
  ],
  screenBadKey: [
    'Esta clave de pantalla no es válida o ya se reemplazó por otra. Creen un enlace nuevo en «Fotos» del panel de los novios.',
    'Pantalla del salón: aviso si la clave es incorrecta',
  ],
})

export const photosTextDefaults = defaultWording(photosTexts)
