import type { ProblemDetail } from './problem'

export type Decoded = { ok: true; text: string } | { ok: false; problem: ProblemDetail }

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte)

/**
 * Spreadsheets save "CSV" in several encodings: UTF-8 with or without a byte-order mark, UTF-16
 * ("Unicode text"), or the old Windows code page that would turn every accent into garbage.
 */
export function decodeCsv(bytes: Uint8Array): Decoded {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return {
      ok: false,
      problem: { code: 'workbook-not-csv' },
    }
  }
  if (startsWith(bytes, [0xff, 0xfe])) return { ok: true, text: decode('utf-16le', bytes, 2) }
  if (startsWith(bytes, [0xfe, 0xff])) return { ok: true, text: decode('utf-16be', bytes, 2) }
  const bom = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0
  try {
    return { ok: true, text: decode('utf-8', bytes, bom) }
  } catch {
    return {
      ok: false,
      problem: { code: 'not-utf8' },
    }
  }
}

function decode(encoding: string, bytes: Uint8Array, skip: number): string {
  return new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(skip))
}
