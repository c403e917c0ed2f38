/**
 * Whether a drawn photo came out blank: every pixel white or transparent. A browser past its
 * canvas limit, or a decoder that failed quietly, gives such a canvas instead of an error; it is
 * refused rather than sent. `data` is RGBA, as getImageData gives it (a small copy is enough).
 */
export function isBlank(data: Uint8ClampedArray | Uint8Array): boolean {
  for (let index = 0; index < data.length; index += 4) {
    if (data[index + 3] === 0) continue
    for (let channel = index; channel < index + 3; channel += 1) {
      if ((data[channel] ?? 255) < 250) return false
    }
  }
  return true
}
