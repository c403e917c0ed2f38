import { writeFile } from 'node:fs/promises'
import qrcode from 'qrcode-generator'

/**
 * Writes a Y4M video (a header, then raw YUV 4:2:0 frames) of one QR code, black on white, for
 * Chromium's fake camera (--use-file-for-fake-video-capture), which plays it in a loop.
 */
export async function writeQrVideo(file: string, text: string, size = 480): Promise<void> {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const modules = qr.getModuleCount()
  const scale = Math.floor(size / (modules + 8))
  const offset = Math.floor((size - modules * scale) / 2)
  const luma = Buffer.alloc(size * size, 235)
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!qr.isDark(row, col)) continue
      for (let y = 0; y < scale; y += 1) {
        const start = (offset + row * scale + y) * size + offset + col * scale
        luma.fill(16, start, start + scale)
      }
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`)
  await writeFile(file, Buffer.concat([header, frame, frame, frame, frame, frame]))
}
