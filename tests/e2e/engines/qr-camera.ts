import qrcode from 'qrcode-generator'

/** The dark modules of a QR code of `text`, row by row, for `qrCameraScript`. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const size = qr.getModuleCount()
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  )
}

/**
 * The phone's camera pointed at a pase, the same in every engine: the page's own camera call
 * still runs (its permission, the engine's fake or mock device), and its picture is replaced by
 * a canvas showing the QR code (`arguments[0]`: `qrModules`), drawn ten times a second.
 * `window.__cameraAnswered` says whether the real camera answered, `__cameraProblem` why not.
 */
export const qrCameraScript = `
const modules = arguments[0]
const real = (window.__cameraOriginal || navigator.mediaDevices.getUserMedia).bind(
  navigator.mediaDevices,
)
navigator.mediaDevices.getUserMedia = async (constraints) => {
  try {
    const stream = await real(constraints)
    stream.getTracks().forEach((track) => track.stop())
    window.__cameraAnswered = true
  } catch (error) {
    window.__cameraProblem = String(error && error.name)
    throw error
  }
  const canvas = document.createElement('canvas')
  const scale = 8
  const quiet = 4
  canvas.width = canvas.height = (modules.length + quiet * 2) * scale
  const draw = canvas.getContext('2d')
  const paint = () => {
    draw.fillStyle = '#fff'
    draw.fillRect(0, 0, canvas.width, canvas.height)
    draw.fillStyle = '#000'
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) draw.fillRect((x + quiet) * scale, (y + quiet) * scale, scale, scale)
      }),
    )
  }
  paint()
  setInterval(paint, 100)
  return canvas.captureStream(10)
}
`

/** The person said no to the camera's prompt: the browser refuses as every engine does. */
export const refusedCameraScript = `
window.__cameraOriginal = window.__cameraOriginal || navigator.mediaDevices.getUserMedia
navigator.mediaDevices.getUserMedia = async () => {
  window.__cameraRefusals = (window.__cameraRefusals || 0) + 1
  throw new DOMException('Permission denied', 'NotAllowedError')
}
`
