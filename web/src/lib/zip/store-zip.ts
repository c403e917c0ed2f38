/** One file of a ZIP archive: its name inside the archive and its bytes (text is written as UTF-8). */
export type ZipEntry = { name: string; content: Uint8Array | string }

const crcTable = Uint32Array.from({ length: 256 }, (_, index) => {
  let value = index
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  return value >>> 0
})

/** The CRC-32 (IEEE 802.3) that ZIP records for every file. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

// Bit 11: the names are UTF-8, so «ñ» reads the same in every unzip.
const utf8Names = 1 << 11
const storeMethod = 0
const version = 20
// Made on Unix, each file an ordinary rw-r--r-- one: Info-ZIP's unzip reads the UTF-8 names of an
// archive «made by MS-DOS» as if they were in the DOS code page, and turns «ñ» into «+ª».
const madeByUnix = (3 << 8) | version
const regularFile = (0o100644 << 16) >>> 0

/** MS-DOS time and date, as ZIP keeps them: local time, 2-second steps, from 1980 on. */
function dosTime(date: Date): { time: number; date: number } {
  const year = Math.max(date.getFullYear(), 1980)
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  }
}

/**
 * A ZIP archive of `entries` stored as they are (no compression): a QR code's SVG is small, and a
 * stored archive needs no library in the page.
 */
export function storeZip(
  entries: readonly ZipEntry[],
  modified = new Date(),
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder()
  const stamp = dosTime(modified)
  const files = entries.map(({ name, content }) => {
    if (name.trim() === '') throw new Error('A file in a ZIP archive needs a name')
    const data = typeof content === 'string' ? encoder.encode(content) : content
    return { name: encoder.encode(name), data, crc: crc32(data) }
  })
  const seen = new Set<string>()
  for (const { name } of entries) {
    if (seen.has(name)) throw new Error(`Two files in the ZIP archive are named ${name}`)
    seen.add(name)
  }

  const localSize = files.reduce((sum, file) => sum + 30 + file.name.length + file.data.length, 0)
  const centralSize = files.reduce((sum, file) => sum + 46 + file.name.length, 0)
  if (localSize + centralSize > 0xffffffff || files.length > 0xffff)
    throw new Error('The ZIP archive is too large without ZIP64')
  const bytes = new Uint8Array(localSize + centralSize + 22)
  const view = new DataView(bytes.buffer)
  let at = 0
  const u16 = (value: number) => {
    view.setUint16(at, value, true)
    at += 2
  }
  const u32 = (value: number) => {
    view.setUint32(at, value, true)
    at += 4
  }
  const put = (part: Uint8Array) => {
    bytes.set(part, at)
    at += part.length
  }
  // the fields that a local header and its central directory entry share, in the same order
  const common = (file: (typeof files)[number]) => {
    u16(version)
    u16(utf8Names)
    u16(storeMethod)
    u16(stamp.time)
    u16(stamp.date)
    u32(file.crc)
    u32(file.data.length)
    u32(file.data.length)
    u16(file.name.length)
    u16(0)
  }

  const offsets = files.map((file) => {
    const offset = at
    u32(0x04034b50)
    common(file)
    put(file.name)
    put(file.data)
    return offset
  })
  const centralStart = at
  files.forEach((file, index) => {
    u32(0x02014b50)
    u16(madeByUnix)
    common(file)
    u16(0) // comment length
    u16(0) // disk number
    u16(0) // internal attributes
    u32(regularFile) // external attributes
    u32(offsets[index]!)
    put(file.name)
  })
  const centralLength = at - centralStart
  u32(0x06054b50)
  u16(0) // this disk
  u16(0) // the disk where the central directory starts
  u16(files.length)
  u16(files.length)
  u32(centralLength)
  u32(centralStart)
  u16(0) // comment length
  return bytes
}
