import type { DoorFamily } from '../../../lib/guest-list/door-records'
import { numberLookupMessage, type NumberLookup } from './look-up-number'
import { paseHash, type ScannedCode } from './scanned-key'

/** The family a scanned pase opens, or what the door says instead. */
export type ScannedFamily = { doorId: string } | { problem: string }

/**
 * The family of a scanned code: a pase's token is matched offline against the list's hashes; an
 * old pase with a number (printed before the pase carried a token) is looked up online.
 */
export async function scannedFamily(
  families: readonly DoorFamily[],
  code: ScannedCode,
  findNumber: (humanKey: string) => Promise<NumberLookup>,
): Promise<ScannedFamily> {
  if (code.kind === 'pase') {
    const hash = await paseHash(code.token)
    const family = families.find((candidate) => candidate.pase_hash === hash)
    return family
      ? { doorId: family.door_id }
      : {
          problem: 'Este pase no es de ninguna familia de la lista. Busca a la familia por nombre.',
        }
  }
  const lookup = await findNumber(code.humanKey)
  if (lookup.kind === 'found') return { doorId: lookup.doorId }
  return { problem: numberLookupMessage(lookup, code.humanKey) ?? '' }
}
