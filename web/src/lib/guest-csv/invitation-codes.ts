import { spreadsheetReadsAsNumber } from './spreadsheet-guard'

/**
 * Invitation numbers the couple did not choose. The number is the only thing between a
 * stranger and a family's answer, so it is drawn at random: with sequential numbers whoever
 * holds 014 can try 013 and 015. Three characters from 31 that cannot be mistaken for one
 * another when read aloud or copied from paper (no 0/O, no 1/I/L) give 29,791 numbers, and
 * the database throttles whoever guesses.
 */
export const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

export const codeLength = 3

/** A uniformly random index below `size`, from the platform's cryptographic generator. */
export type RandomIndex = (size: number) => number

export const secureRandomIndex: RandomIndex = (size) => {
  // rejection sampling keeps every index equally likely
  const limit = Math.floor(256 / size) * size
  const byte = new Uint8Array(1)
  for (;;) {
    globalThis.crypto.getRandomValues(byte)
    if ((byte[0] ?? 0) < limit) return (byte[0] ?? 0) % size
  }
}

/** A new random number that is not in `taken` (which it joins). */
export function drawCode(taken: Set<string>, random: RandomIndex = secureRandomIndex): string {
  if (taken.size >= codeAlphabet.length ** codeLength / 2) {
    throw new Error(
      `Too many invitation numbers are in use (${taken.size}) to draw random ones safely.`,
    )
  }
  for (;;) {
    let code = ''
    for (let i = 0; i < codeLength; i += 1) code += codeAlphabet[random(codeAlphabet.length)]
    if (!taken.has(code) && !spreadsheetReadsAsNumber(code)) {
      taken.add(code)
      return code
    }
  }
}
