import qrcode from 'qrcode-generator'

export type QrShape = { size: number; path: string }

/** The QR code of `text` as one SVG path of dark squares, with a 4-module quiet zone. */
export function qrPath(text: string, margin = 4): QrShape {
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  const count = code.getModuleCount()
  const parts: string[] = []
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) parts.push(`M${column + margin} ${row + margin}h1v1h-1z`)
    }
  }
  return { size: count + margin * 2, path: parts.join('') }
}

/** The QR code of `text` as a standalone SVG file: black on white, crisp at any size. */
export function qrSvg(text: string): string {
  const { size, path } = qrPath(text)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  )
}
