import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** A photo to hand to the page's file input: its name, type and bytes. */
export type PhotoFile = { name: string; mimeType: string; buffer: Buffer }

/** A blocky colour pattern of any size, quick to make and to compress (no flat white). */
async function pattern(width: number, height: number): Promise<ReturnType<typeof sharp>> {
  const small = await sharp({
    create: {
      width: 60,
      height: 40,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110, sigma: 50 },
    },
  })
    .png()
    .toBuffer()
  return sharp(small).resize(width, height, { kernel: 'nearest', fit: 'fill' })
}

/** A 24-megapixel camera JPEG (6000 × 4000) whose EXIF holds where it was taken. */
export async function cameraJpegWithGps(): Promise<PhotoFile> {
  const buffer = await (
    await pattern(6000, 4000)
  )
    .withExif({
      IFD0: { Make: 'Boda', Model: 'Prueba' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    })
    .jpeg({ quality: 85 })
    .toBuffer()
  return { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer }
}

/** A PNG at 60 % opacity (a sticker, an edited picture): it must come out on white, not black. */
export async function pngWithTransparency(): Promise<PhotoFile> {
  const buffer = await (await pattern(1200, 900)).ensureAlpha(0.6).png().toBuffer()
  return { name: 'captura.png', mimeType: 'image/png', buffer }
}

/** The HEIC sample (see tests/e2e/fixtures/photos/README.md), as a phone may name it. */
export async function heicPhoto(): Promise<PhotoFile> {
  const buffer = await readFile(path.resolve('tests/e2e/fixtures/photos/rainbow-451x461.heic'))
  // Android often gives no type at all; the page must tell a HEIC by its bytes
  return { name: 'IMG_0002.HEIC', mimeType: '', buffer }
}

/** Whether an EXIF block holds a GPS IFD (tag 0x8825 in either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))
}

/** Whether a JPEG carries an EXIF block at all (an APP1 segment named Exif). */
export function hasExifSegment(jpeg: Buffer): boolean {
  return (
    jpeg.includes(Buffer.from([0xff, 0xe1])) && jpeg.includes(Buffer.from('Exif\0\0', 'latin1'))
  )
}

/** A PNG with nothing in it: fully transparent, which a phone must refuse, not send. */
export async function emptyPng(): Promise<PhotoFile> {
  const buffer = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer()
  return { name: 'vacia.png', mimeType: 'image/png', buffer }
}
