/** What the door needs of a Barcode Detection API: the texts of the QR codes in a frame. */
export type QrDetector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }

type NativeDetectorClass = {
  new (options: { formats: string[] }): QrDetector
  getSupportedFormats(): Promise<string[]>
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, Safari on
 * macOS); elsewhere (iPhone Safari, Firefox, desktop Linux) the ZXing WebAssembly ponyfill,
 * downloaded only now.
 */
export async function qrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector
  if (
    Native &&
    (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')
  ) {
    return new Native({ formats: ['qr_code'] })
  }
  const { zxingDetector } = await import('./zxing-detector')
  return zxingDetector()
}
