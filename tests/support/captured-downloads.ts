import { afterEach, beforeEach } from 'vitest'

/**
 * The files the page hands the browser to download during each test, in order: stands in for
 * URL.createObjectURL (jsdom has none) from before each test until after it. Call it where
 * beforeEach may be called: a file's top level or a describe.
 */
export function captureDownloads(): Blob[] {
  const downloads: Blob[] = []
  beforeEach(() => {
    downloads.length = 0
    URL.createObjectURL = (blob: Blob) => {
      downloads.push(blob)
      return 'blob:download'
    }
    URL.revokeObjectURL = () => {}
  })
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL')
    Reflect.deleteProperty(URL, 'revokeObjectURL')
  })
  return downloads
}

/** A downloaded file's text as written, its byte-order mark kept. */
export const downloadedText = async (file: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer())
