import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { crc32, storeZip } from '../../../web/src/lib/zip/store-zip'

type ReadEntry = { name: string; content: string; crc: number; flags: number; method: number }

/** Reads an archive back as unzip does: from the end record, through the central directory. */
function readZip(bytes: Uint8Array): ReadEntry[] {
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

const files = [
  { name: 'invitacion-001.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  { name: 'año/niño.txt', content: 'Mañana, señor Núñez.\n' },
  { name: 'vacío.txt', content: '' },
]

const hasUnzip = spawnSync('unzip', ['-v']).status === 0

describe('a stored ZIP archive', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
    expect(crc32(new Uint8Array())).toBe(0)
  })

  it('reads back with the same names, contents and CRCs, stored, names flagged UTF-8', () => {
    const entries = readZip(storeZip(files, new Date(2026, 4, 17, 13, 45, 30)))
    expect(entries.map(({ name, content }) => ({ name, content }))).toEqual(files)
    for (const entry of entries) {
      expect(entry.method).toBe(0)
      expect(entry.flags & (1 << 11)).not.toBe(0)
      expect(entry.crc).toBe(crc32(new TextEncoder().encode(entry.content)))
    }
  })

  it('writes «ñ» as its two UTF-8 bytes', () => {
    const bytes = storeZip([{ name: 'ñ', content: 'x' }])
    expect([...bytes.subarray(30, 32)]).toEqual([0xc3, 0xb1])
  })

  it('keeps bytes as they are', () => {
    const binary = Uint8Array.from({ length: 256 }, (_, index) => index)
    const bytes = storeZip([{ name: 'bytes.bin', content: binary }])
    expect([...bytes.subarray(30 + 9, 30 + 9 + 256)]).toEqual([...binary])
  })

  it('is an empty but valid archive without files', () => {
    expect(readZip(storeZip([]))).toEqual([])
  })

  it('refuses a file without a name, and two files of one name', () => {
    expect(() => storeZip([{ name: '', content: 'x' }])).toThrow(/needs a name/)
    expect(() => storeZip([{ name: '  ', content: 'x' }])).toThrow(/needs a name/)
    expect(() =>
      storeZip([
        { name: 'a.svg', content: '1' },
        { name: 'a.svg', content: '2' },
      ]),
    ).toThrow(/Two files/)
  })

  it.skipIf(!hasUnzip)('passes unzip -t, which checks every CRC, and unzips the same text', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'store-zip-'))
    try {
      const archive = path.join(folder, 'prueba.zip')
      writeFileSync(archive, storeZip(files))
      const tested = execFileSync('unzip', ['-t', archive], { encoding: 'utf8' })
      expect(tested).toMatch(/No errors detected/)
      expect(
        execFileSync('unzip', ['-p', archive, 'invitacion-001.svg'], { encoding: 'utf8' }),
      ).toBe(files[0]!.content)
      expect(execFileSync('unzip', ['-Z1', archive], { encoding: 'utf8' }).split('\n')).toEqual([
        ...files.map((file) => file.name),
        '',
      ])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
