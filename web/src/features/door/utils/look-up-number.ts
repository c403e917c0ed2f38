import { RpcError } from '../../../lib/guest-list/rpc-error'
import type { DoorApi } from '../api/door-api'

/** How a number said aloud was looked up: the family's door id, or why there is none. */
export type NumberLookup =
  | { kind: 'found'; doorId: string }
  | { kind: 'not-found' }
  | { kind: 'offline' }
  | { kind: 'throttled' }
  | { kind: 'failed' }

/**
 * Looks a number up online (door_find_number): the phone holds no invitation number, so without
 * signal the helper is told to search by name; too many unknown numbers from this connection are
 * refused for a while, as a guest's look-ups are.
 */
export async function lookUpNumber(
  api: Pick<DoorApi, 'findNumber'>,
  humanKey: string,
): Promise<NumberLookup> {
  try {
    const doorId = await api.findNumber(humanKey)
    return doorId ? { kind: 'found', doorId } : { kind: 'not-found' }
  } catch (error) {
    const code = error instanceof RpcError ? error.code : 'network'
    if (code === 'network') return { kind: 'offline' }
    if (code === 'rsvp_too_many_attempts') return { kind: 'throttled' }
    return { kind: 'failed' }
  }
}

/** What the door says when a number finds no family it can open. */
export function numberLookupMessage(lookup: NumberLookup, humanKey: string): string | null {
  switch (lookup.kind) {
    case 'found':
      return null
    case 'not-found':
      return `No hay ninguna invitación con el número ${humanKey}. Busca a la familia por nombre.`
    case 'offline':
      return 'Sin señal no se pueden buscar números: el teléfono no los guarda. Busca a la familia por nombre.'
    case 'throttled':
      return 'Demasiados números no encontrados desde esta conexión. Espera 15 minutos o busca por nombre.'
    case 'failed':
      return `No pudimos buscar el número ${humanKey}. Busca a la familia por nombre.`
  }
}
