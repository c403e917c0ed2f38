import { describe, expect, it } from 'vitest'
import { qrCodesZip } from '../../../web/src/features/print/qr-codes-zip'
import { qrSvg } from '../../../web/src/lib/qr/qr-path'
import { readZip } from '../../support/read-zip'
import { guestRow } from '../../support/guest-row'

const siteUrl = 'https://boda.example.com'
const rows = ['0O1', 'B7K', 'A4P'].map((key) => guestRow({ human_key: key }))

describe('the QR codes in one zip', () => {
  it('holds one SVG a family, named by its number, the same code as the dialog offers', () => {
    const entries = readZip(qrCodesZip(rows, siteUrl, 'http://localhost:5173'))
    expect(entries.map((entry) => entry.name)).toEqual([
      'invitacion-0O1.svg',
      'invitacion-B7K.svg',
      'invitacion-A4P.svg',
    ])
    expect(entries[1]!.content).toBe(qrSvg(`${siteUrl}/rsvp?invitation=B7K`))
    expect(entries[1]!.content).not.toBe(entries[0]!.content)
    expect(entries[1]!.content).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })

  it('links to this site itself while the couple has set no public address', () => {
    const [entry] = readZip(qrCodesZip(rows.slice(0, 1), null, 'http://localhost:5173'))
    expect(entry!.content).toBe(qrSvg('http://localhost:5173/rsvp?invitation=0O1'))
  })
})
