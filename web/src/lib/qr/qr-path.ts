import qrcode from 'qrcode-generator'

export type QrShape = { size: number; path: string }

/** The dark modules of `text`'s QR code as [column, row] pairs, with a `margin`-module quiet zone. */
export type QrModules = { size: number; dark: [column: number, row: number][] }

export function qrModules(text: string, margin = 4): QrModules {
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  const count = code.getModuleCount()
  const dark: QrModules['dark'] = []
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) dark.push([column + margin, row + margin])
    }
  }
  return { size: count + margin * 2, dark }
}

/** The QR code of `text` as one SVG path of dark squares, with a 4-module quiet zone. */
export function qrPath(text: string, margin = 4): QrShape {
  const { size, dark } = qrModules(text, margin)
  return { size, path: dark.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join('') }
}

/** The QR code of `text` as a standalone SVG file: black on white, crisp at any size. */
export function qrSvg(text: string): string {
  const { size, path } = qrPath(text)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  )
}
