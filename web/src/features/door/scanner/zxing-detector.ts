import { BarcodeDetector, setZXingModuleOverrides } from 'barcode-detector/ponyfill'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

// The reader's WebAssembly comes from this site (a hashed asset of the build), never from the
// CDN the package would fetch it from by default.
setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
})

/** The ponyfill's detector; qr-detector.ts hands it out as its QrDetector (without an import back). */
export function zxingDetector(): BarcodeDetector {
  return new BarcodeDetector({ formats: ['qr_code'] })
}
