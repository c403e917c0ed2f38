import { expect } from 'vitest'
import { crc32 } from '../../web/src/lib/zip/store-zip'

export type ReadEntry = {
  name: string
  content: string
  crc: number
  flags: number
  method: number
}

/** Reads an archive back as unzip does: from the end record, through the central directory. */
export function readZip(bytes: Uint8Array): ReadEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const end = bytes.length - 22
  expect(view.getUint32(end, true)).toBe(0x06054b50)
  const count = view.getUint16(end + 10, true)
  const centralLength = view.getUint32(end + 12, true)
  let at = view.getUint32(end + 16, true)
  expect(at + centralLength).toBe(end)
  const entries: ReadEntry[] = []
  for (let index = 0; index < count; index += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50)
    const flags = view.getUint16(at + 8, true)
    const method = view.getUint16(at + 10, true)
    const crc = view.getUint32(at + 16, true)
    const size = view.getUint32(at + 20, true)
    expect(view.getUint32(at + 24, true)).toBe(size)
    const nameLength = view.getUint16(at + 28, true)
    const local = view.getUint32(at + 42, true)
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength))

    // the local header says the same, and the data follows it
    expect(view.getUint32(local, true)).toBe(0x04034b50)
    expect(view.getUint16(local + 6, true)).toBe(flags)
    expect(view.getUint32(local + 14, true)).toBe(crc)
    expect(view.getUint32(local + 18, true)).toBe(size)
    const localName = view.getUint16(local + 26, true)
    const extra = view.getUint16(local + 28, true)
    expect(decoder.decode(bytes.subarray(local + 30, local + 30 + localName))).toBe(name)
    const dataStart = local + 30 + localName + extra
    const data = bytes.subarray(dataStart, dataStart + size)
    expect(crc32(data)).toBe(crc)
    entries.push({ name, content: decoder.decode(data), crc, flags, method })
    at += 46 + nameLength
  }
  return entries
}
