import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { crc32, storeZip } from '../../../web/src/lib/zip/store-zip'
import { readZip } from '../../support/read-zip'

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
