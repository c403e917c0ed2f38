import { photosCsv } from '../../../lib/guest-csv/photos-csv'
import { defaultTimeZone } from '../../../lib/guest-csv/local-time'
import type { CouplePhoto } from './photo-moderation-api'

/** Safari holds a Blob in memory and fails past about this much: each part stays under it. */
export const maxPartBytes = 500 * 1024 * 1024

const statusNames: Record<CouplePhoto['status'], string> = {
  pending: 'por revisar',
  approved: 'aprobada',
  hidden: 'oculta',
}

/** «005_2026-06-13_21-04-33_1a2b3c4d.jpg»: the number, when it was sent, and the photo. */
export function photoFileName(photo: CouplePhoto): string {
  const when = photo.uploaded_at.slice(0, 19).replace('T', '_').replace(/:/g, '-')
  return `${photo.human_key}_${when}_${photo.id.slice(0, 8)}.jpg`
}

/** The photos in parts of at most `max` bytes (a photo larger than that alone in its own). */
export function planParts(photos: readonly CouplePhoto[], max = maxPartBytes): CouplePhoto[][] {
  const parts: CouplePhoto[][] = []
  let size = 0
  for (const photo of photos) {
    const last = parts.at(-1)
    if (!last || size + photo.bytes > max) {
      parts.push([photo])
      size = photo.bytes
    } else {
      last.push(photo)
      size += photo.bytes
    }
  }
  return parts
}

/** The CSV of who sent each photo and when, for the first part. */
export function photosCsvText(photos: readonly CouplePhoto[]): string {
  return photosCsv(
    photos.map((photo) => ({
      fileName: photoFileName(photo),
      humanKey: photo.human_key,
      familyName: photo.family_name,
      uploadedAt: photo.uploaded_at,
      status: statusNames[photo.status],
    })),
    { excel: true, timeZone: defaultTimeZone, headers: 'spanish' },
  )
}

export type PartOptions = {
  photos: readonly CouplePhoto[]
  /** Signed URLs of the originals, by id. */
  urls: Record<string, string | null>
  /** The CSV, in the first part only. */
  csv: string | null
  signal?: AbortSignal
}

/**
 * One ZIP of originals, stored as they are (a JPEG does not compress): each photo is fetched
 * only when the ZIP reaches it and streamed in, so memory holds one photo at a time beside the
 * part the browser keeps.
 */
export async function zipPart({ photos, urls, csv, signal }: PartOptions): Promise<Blob> {
  // loaded when the couple downloads: it also mends Blob.prototype where a browser lacks stream()
  const { downloadZip } = await import('client-zip')
  async function* entries() {
    // as a stream, like the photos: one kind of input whatever realm made the bytes
    if (csv !== null) {
      yield { name: 'fotos.csv', lastModified: new Date(), input: new Response(csv).body! }
    }
    for (const photo of photos) {
      const url = urls[photo.id]
      if (!url) continue
      const response = await fetch(url, { signal })
      if (!response.ok || !response.body) throw new Error(`The photo ${photo.id} did not download`)
      yield {
        name: photoFileName(photo),
        lastModified: new Date(photo.uploaded_at),
        input: response.body,
        size: photo.bytes,
      }
    }
  }
  return downloadZip(entries()).blob()
}
