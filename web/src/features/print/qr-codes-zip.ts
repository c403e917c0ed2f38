import { storeZip } from '../../lib/zip/store-zip'
import type { CoupleInvitation } from '../../lib/couple/api/guest-row'
import { personalLink } from '../../lib/guest-list/invitation-link'
import { qrSvg } from '../../lib/qr/qr-path'

export const qrCodesZipName = 'codigos-qr.zip'

/** Every family's QR code as its own SVG file (invitacion-<number>.svg), in one archive. */
export function qrCodesZip(
  rows: readonly CoupleInvitation[],
  siteUrl: string | null,
  origin: string,
): Uint8Array<ArrayBuffer> {
  return storeZip(
    rows.map((row) => ({
      name: `invitacion-${row.human_key}.svg`,
      content: qrSvg(personalLink(row.human_key, siteUrl, origin)),
    })),
  )
}
