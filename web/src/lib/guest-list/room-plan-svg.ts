import type { SeatingTable } from './seating'

/** The words drawn on the plan; Spanish by default, as the couple and the venue read it. */
export type RoomPlanOptions = {
  /** the drawing's title (its accessible name too) */
  title?: string
  /** the mark beside the head table */
  headTable?: string
  /** the heading of the tables not placed on the plan yet */
  unplaced?: string
}

const defaults: Required<RoomPlanOptions> = {
  title: 'Plano del salón',
  headTable: 'Principal',
  unplaced: 'Sin colocar en el plano',
}

/** The room, in the drawing's units (about a pixel each); the plan places tables in percent of it. */
const room = { x: 20, y: 60, width: 960, height: 640 } as const
const width = room.x * 2 + room.width
const cell = { width: 192, height: 150 } as const
const columns = Math.floor(room.width / cell.width)

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const round = (value: number) => Math.round(value * 10) / 10

/** Half the width and height of a table's drawing: a round table grows with its seats, a long one lengthens. */
function halfSize(table: SeatingTable): { x: number; y: number } {
  if (table.shape === 'long') return { x: clamp(30 + table.seats * 5, 50, 90), y: 30 }
  const radius = clamp(30 + table.seats * 2, 40, 60)
  return { x: radius, y: radius }
}

function tableSvg(table: SeatingTable, seated: number, cx: number, cy: number, headMark: string) {
  const half = halfSize(table)
  const over = seated > table.seats
  const style = table.is_head
    ? 'fill="#fff4cc" stroke="#8a6500" stroke-width="4"'
    : 'fill="#ffffff" stroke="#333333" stroke-width="2"'
  const shape =
    table.shape === 'long'
      ? `<rect x="${round(cx - half.x)}" y="${round(cy - half.y)}" width="${half.x * 2}" height="${half.y * 2}" rx="6" ${style}/>`
      : `<circle cx="${round(cx)}" cy="${round(cy)}" r="${half.x}" ${style}/>`
  // a long name gets smaller letters, so it stays about as wide as its table
  const nameSize = round(clamp((half.x * 2 * 1.7) / Math.max(table.name.length, 1), 9, 16))
  const head = table.is_head
    ? `<text x="${round(cx)}" y="${round(cy - half.y - 8)}" font-size="12" font-weight="bold" fill="#8a6500">★ ${escapeXml(headMark)}</text>`
    : ''
  return (
    `<g data-table="${escapeXml(table.name)}">` +
    shape +
    head +
    `<text x="${round(cx)}" y="${round(cy - 2)}" font-size="${nameSize}" font-weight="bold">${escapeXml(table.name)}</text>` +
    `<text x="${round(cx)}" y="${round(cy + 16)}" font-size="13"${over ? ' fill="#b00020" font-weight="bold"' : ''}>${seated}/${table.seats}</text>` +
    '</g>'
  )
}

/** Where a placed table's centre falls, kept inside the room however large the table is. */
function placedCentre(table: SeatingTable & { plan_x: number; plan_y: number }) {
  const half = halfSize(table)
  return {
    x: clamp(
      room.x + (table.plan_x / 100) * room.width,
      room.x + half.x,
      room.x + room.width - half.x,
    ),
    y: clamp(
      room.y + (table.plan_y / 100) * room.height,
      room.y + half.y + 20,
      room.y + room.height - half.y,
    ),
  }
}

const isPlaced = (
  table: SeatingTable,
): table is SeatingTable & { plan_x: number; plan_y: number } =>
  table.plan_x !== null && table.plan_y !== null

/**
 * The room plan as a standalone SVG document: each table where the couple placed it (plan_x and
 * plan_y, percent of the room), round tables as circles and long ones as rectangles, the head
 * table marked, each with its name and its seats used against its capacity (seatedCounts, by the
 * table's name: seat-counts.ts). Tables not placed yet stand in a grid, inside the room when none
 * is placed (the room then as deep as the grid), else below it. Every text is escaped.
 */
export function roomPlanSvg(
  tables: readonly SeatingTable[],
  seatedCounts: ReadonlyMap<string, number>,
  options: RoomPlanOptions = {},
): string {
  const words = { ...defaults, ...options }
  const placed = tables.filter(isPlaced)
  const unplaced = tables.filter((table) => !isPlaced(table))
  const gridInRoom = placed.length === 0
  const gridTop = gridInRoom ? room.y + 20 : room.y + room.height + 50
  const gridRows = Math.ceil(unplaced.length / columns)
  // a room none of whose tables is placed yet is only as deep as their grid
  const roomHeight = gridInRoom ? Math.max(gridRows, 1) * cell.height + 40 : room.height
  const height = gridInRoom
    ? room.y + roomHeight + 20
    : Math.max(room.y + roomHeight + 20, gridTop + gridRows * cell.height + 10)
  const draw = (table: SeatingTable, x: number, y: number) =>
    tableSvg(table, seatedCounts.get(table.name) ?? 0, x, y, words.headTable)

  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="room-plan-title" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">`,
    `<title id="room-plan-title">${escapeXml(words.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="36" font-size="22" font-weight="bold">${escapeXml(words.title)}</text>`,
    `<rect x="${room.x}" y="${room.y}" width="${room.width}" height="${roomHeight}" fill="none" stroke="#999999" stroke-width="2"/>`,
    ...placed.map((table) => {
      const centre = placedCentre(table)
      return draw(table, centre.x, centre.y)
    }),
  ]
  if (unplaced.length > 0 && !gridInRoom) {
    parts.push(
      `<text x="${room.x}" y="${gridTop - 16}" font-size="15" text-anchor="start">${escapeXml(words.unplaced)}</text>`,
    )
  }
  unplaced.forEach((table, index) => {
    const x = room.x + (index % columns) * cell.width + cell.width / 2
    const y = gridTop + Math.floor(index / columns) * cell.height + cell.height / 2
    parts.push(draw(table, x, y))
  })
  parts.push('</svg>')
  return `${parts.join('\n')}\n`
}
