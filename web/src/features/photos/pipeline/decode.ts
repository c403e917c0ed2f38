import { fileHeader, isHeifHeader } from './file-kind'
import { PrepareError } from './prepare-error'

/** A decoded photo ready to draw, upright (EXIF orientation applied), and how to let it go. */
export type Decoded = { image: CanvasImageSource; width: number; height: number; close(): void }

const fromBitmap = (bitmap: ImageBitmap): Decoded => ({
  image: bitmap,
  width: bitmap.width,
  height: bitmap.height,
  close: () => bitmap.close(),
})

/** Through an <img>: the browsers whose createImageBitmap takes fewer formats than their <img>. */
async function decodeWithImg(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file)
  const img = new Image()
  img.decoding = 'async'
  img.src = url
  try {
    await img.decode()
  } catch (error) {
    URL.revokeObjectURL(url)
    throw error
  }
  return {
    image: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  }
}

/** The browser's own decoder: createImageBitmap, else an <img>. */
async function decodeNatively(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      return fromBitmap(await createImageBitmap(file, { imageOrientation: 'from-image' }))
    } catch {
      // Safari before 17 and some Android browsers: the <img> below may still read it
    }
  }
  return decodeWithImg(file)
}

/**
 * HEIC where the browser has no decoder of its own (Chrome, Firefox, Android): heic-to (libheif
 * in WebAssembly, about 3 MB) is loaded only now, when a HEIC arrives, never with the page. A
 * load that fails (no signal) is thrown as it is, for the queue to try again; a decoder that
 * cannot read the photo is a PrepareError.
 */
async function decodeHeic(file: Blob): Promise<Decoded> {
  const { heicTo } = await import('heic-to/csp')
  try {
    return fromBitmap(await heicTo({ blob: file, type: 'bitmap' }))
  } catch (error) {
    throw new PrepareError('heic_unsupported', { cause: error })
  }
}

/**
 * Decodes a picked file: the browser's decoder first (Safari opens HEIC itself), heic-to for a
 * HEIC it cannot open, and a PrepareError for anything else that is not a photo.
 */
export async function decodePhoto(file: Blob): Promise<Decoded> {
  try {
    const decoded = await decodeNatively(file)
    if (decoded.width > 0 && decoded.height > 0) return decoded
    decoded.close()
  } catch {
    // told apart below: a HEIC goes to heic-to, anything else is unreadable
  }
  if (isHeifHeader(await fileHeader(file))) return decodeHeic(file)
  throw new PrepareError('unreadable')
}
