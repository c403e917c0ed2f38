/** HEIF brands of photos from phones (iPhone's heic and mif1, Android's heix, sequences). */
const heifBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])

/**
 * Whether a file's first bytes are a HEIC/HEIF photo's ('ftyp' at byte 4 and a HEIF brand): the
 * name and the type a phone gives are not to be trusted (Android often says nothing).
 */
export function isHeifHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4))
  if (text(4) !== 'ftyp') return false
  if (heifBrands.has(text(8))) return true
  // the compatible brands follow the minor version, up to the box's size
  const boxSize = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0))
  for (let at = 16; at + 4 <= boxSize; at += 4) if (heifBrands.has(text(at))) return true
  return false
}

/** Reads the first bytes of a file (a HEIF's ftyp box fits in them). */
export async function fileHeader(file: Blob, length = 64): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer())
}
