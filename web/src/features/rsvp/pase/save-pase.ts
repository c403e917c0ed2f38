const pngFile = (image: Blob, fileName: string) =>
  new File([image], fileName, { type: 'image/png' })

/** Downloads the image, as every browser can: on a phone it lands in its downloads or photos. */
export function downloadImage(image: Blob, fileName: string): void {
  const url = URL.createObjectURL(image)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // a phone may take a while to read a file it saves
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Whether this browser can hand an image to the phone's share sheet («Guardar imagen» on iOS). */
export function canShareImages(): boolean {
  if (typeof navigator.canShare !== 'function') return false
  try {
    return navigator.canShare({ files: [pngFile(new Blob(), 'pase.png')] })
  } catch {
    return false
  }
}

/**
 * Whether «Guardar pase» must go through the share sheet to reach the phone's photos: on an
 * iPhone or iPad, Safari (and every browser there, all WebKit) saves a download to Files, never
 * to Photos; its share sheet has «Guardar imagen». `navigator.standalone` exists only in iOS's
 * WebKit, so no user-agent string is read.
 */
export function savesThroughShareSheet(): boolean {
  return 'standalone' in navigator && canShareImages()
}

/** Opens the share sheet with the image; closing it without choosing is no failure. */
export async function shareImage(image: Blob, fileName: string, title: string): Promise<void> {
  try {
    await navigator.share({ files: [pngFile(image, fileName)], title })
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error
  }
}
