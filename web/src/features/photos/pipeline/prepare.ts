import { isBlank } from './blank'
import { decodePhoto } from './decode'
import { sha256Hex } from './hash'
import { PrepareError } from './prepare-error'
import { fitWithin, maxPhotoSide, scaleSteps, thumbSide, type Size } from './sizes'

/** A photo as it is sent: a JPEG at most 2560 px on its long side, its thumbnail and hash. */
export type PreparedPhoto = {
  jpeg: Blob
  thumb: Blob
  width: number
  height: number
  sha256: string
}

const photoQuality = 0.85
const thumbQuality = 0.75

function canvasOf(size: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  return canvas
}

/** Draws `image` at `size` over white (a PNG's transparency would turn black in a JPEG). */
function drawn(image: CanvasImageSource, size: Size): HTMLCanvasElement {
  const canvas = canvasOf(size)
  const context = canvas.getContext('2d')
  if (!context) throw new PrepareError('unreadable')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, size.width, size.height)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, 0, 0, size.width, size.height)
  return canvas
}

/** Scales through the steps of scaleSteps, each canvas let go once the next is drawn. */
function scaled(image: CanvasImageSource, source: Size, target: Size): HTMLCanvasElement {
  let current: CanvasImageSource = image
  let canvas: HTMLCanvasElement | null = null
  for (const step of scaleSteps(source, target)) {
    const next = drawn(current, step)
    if (canvas) canvas.width = canvas.height = 0
    canvas = next
    current = next
  }
  return canvas as HTMLCanvasElement
}

/** Whether a canvas holds only white or transparent pixels, read through a small copy. */
function canvasIsBlank(canvas: HTMLCanvasElement): boolean {
  const probe = drawn(canvas, fitWithin(canvas, 64))
  const context = probe.getContext('2d') as CanvasRenderingContext2D
  const blank = isBlank(context.getImageData(0, 0, probe.width, probe.height).data)
  probe.width = probe.height = 0
  return blank
}

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PrepareError('unreadable'))),
      'image/jpeg',
      quality,
    ),
  )
}

/**
 * Prepares a picked photo on the phone: decoded (HEIC too), redrawn as a JPEG of at most 2560 px
 * on the long side (a canvas keeps no EXIF, so GPS and the rest are gone), refused if it came out
 * blank, with a 400 px thumbnail and the SHA-256 the server keys it by.
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const decoded = await decodePhoto(file)
  try {
    const source = { width: decoded.width, height: decoded.height }
    const canvas = scaled(decoded.image, source, fitWithin(source, maxPhotoSide))
    if (canvasIsBlank(canvas)) throw new PrepareError('blank')
    const thumbCanvas = drawn(canvas, fitWithin(canvas, thumbSide))
    const [jpeg, thumb] = [
      await jpegOf(canvas, photoQuality),
      await jpegOf(thumbCanvas, thumbQuality),
    ]
    const prepared = { jpeg, thumb, width: canvas.width, height: canvas.height }
    canvas.width = canvas.height = thumbCanvas.width = thumbCanvas.height = 0
    return { ...prepared, sha256: await sha256Hex(jpeg) }
  } finally {
    decoded.close()
  }
}
