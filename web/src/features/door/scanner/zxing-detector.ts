import { BarcodeDetector, setZXingModuleOverrides } from 'barcode-detector/ponyfill'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'
import type { QrDetector } from './qr-detector'

// The reader's WebAssembly comes from this site (a hashed asset of the build), never from the
// CDN the package would fetch it from by default.
setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
})

export function zxingDetector(): QrDetector {
  return new BarcodeDetector({ formats: ['qr_code'] })
}
