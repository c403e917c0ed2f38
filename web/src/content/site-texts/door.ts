import { defaultWording, defineSiteTexts } from './define-site-texts'

/** The door on the day (/novios/puerta): what the helpers read on their phones. */
export const doorTexts = defineSiteTexts({
  signOut: ['Cerrar sesión', 'Botón «Cerrar sesión»'],
  signOutTitle: [
    '¿Cerrar sesión en este teléfono?',
    'Título del aviso al cerrar sesión con llegadas sin enviar',
  ],
  signOutPendingOne: [
    'Queda 1 llegada pendiente de enviar. Se guarda en este teléfono y se enviará en cuanto alguien de la puerta vuelva a entrar en él con señal.',
    'Aviso al cerrar sesión con 1 llegada sin enviar',
  ],
  signOutPendingMany: [
    'Quedan {count} llegadas pendientes de enviar. Se guardan en este teléfono y se enviarán en cuanto alguien de la puerta vuelva a entrar en él con señal.',
    'Aviso al cerrar sesión con varias llegadas sin enviar ({count} es el número)',
  ],
  cancel: ['Cancelar', 'Botón «Cancelar» de los avisos'],
  signInToSend: [
    'Vuelve a entrar para enviar las llegadas guardadas en este teléfono.',
    'Aviso sobre el inicio de sesión cuando hay llegadas sin enviar',
  ],
  listSynced: [
    'Lista actualizada el {date} a las {time}',
    'Cuándo se descargó la lista ({date} es el día, {time} la hora)',
  ],
  familyComplete: [
    'Familia completa: ya entraron todos sus pases.',
    'Aviso en verde cuando la familia llegó completa',
  ],
  searchAnother: ['Buscar otra familia', 'Botón para volver a buscar una familia'],
  someoneElse: [
    'Entró alguien más',
    'Botón para registrar personas extra de una familia que ya llegó completa',
  ],
  overThePases: [
    'Supera sus pases: ya han llegado {arrived} de {pases}.',
    'Aviso al registrar personas extra ({arrived} son las llegadas, {pases} los pases)',
  ],
  confirmExtraOne: ['Confirmar 1 extra', 'Botón para confirmar 1 persona extra'],
  confirmExtraMany: [
    'Confirmar {count} extra',
    'Botón para confirmar varias personas extra ({count} es el número)',
  ],
  whoComes: ['¿Quiénes entran?', 'Título de la lista de personas de la familia para marcar'],
  alreadyIn: ['ya entró', 'Junto a una persona que ya entró'],
  refusedArrival: [
    'No se guardó la llegada de {count} de {family}: {reason}.',
    'Aviso de una llegada que la base de datos no aceptó ({count} personas, {family}, {reason} es el motivo)',
  ],
  refusedUndo: [
    'No se pudo deshacer una llegada de {family}: {reason}.',
    'Aviso de un «Deshacer» que la base de datos no aceptó ({family}, {reason} es el motivo)',
  ],
  reasonExtraLimit: [
    'ya entraron todos los extras que permiten los novios para esta familia',
    'Motivo: la familia llegó al máximo de extras',
  ],
  reasonNotConfirmed: [
    'la familia no confirmó y no se marcó como extra',
    'Motivo: la familia no confirmó',
  ],
  reasonUndoExpired: ['pasaron más de cinco minutos', 'Motivo: el «Deshacer» llegó tarde'],
  reasonOther: ['la base de datos no la aceptó', 'Motivo: cualquier otro rechazo'],
  someFamily: ['una familia', 'En los avisos, una familia que ya no está en el teléfono'],
  understood: ['Entendido', 'Botón para cerrar los avisos de llegadas no guardadas'],
})

export const doorTextDefaults = defaultWording(doorTexts)
