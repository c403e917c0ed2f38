/** Code points as a CSS unicode-range: `U+20-7E, U+A0-A1, …`. */
export function toUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const ranges: Array<[number, number]> = []
  for (const point of sorted) {
    const last = ranges.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else ranges.push([point, point])
  }
  const hex = (point: number) => point.toString(16).toUpperCase()
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(', ')
}

/** The code points of a CSS unicode-range such as `U+0000-00FF,U+0131`. */
export function parseUnicodeRange(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part)
    if (!match?.[1]) throw new Error(`Not a unicode-range: ${part}`)
    const start = parseInt(match[1], 16)
    const end = match[2] ? parseInt(match[2], 16) : start
    for (let point = start; point <= end; point++) points.add(point)
  }
  return points
}

export const codePointsOf = (text: string) => new Set([...text].map((char) => char.codePointAt(0)!))
