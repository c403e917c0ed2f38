import { qrModules } from '../../../lib/qr/qr-path'
import type { PaseContent } from './pase-content'

/** The site's colours and font stacks, as its CSS variables give them (app/styles/base.css). */
export type PaseLook = {
  background: string
  paper: string
  text: string
  muted: string
  primary: string
  divider: string
  serif: string
  sans: string
  sansCaps: string
}

export function siteLook(root: Element = document.documentElement): PaseLook {
  const style = getComputedStyle(root)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    background: read('--color-background', '#faf6f0'),
    paper: read('--color-paper', '#ffffff'),
    text: read('--color-text', '#2b2b2b'),
    muted: read('--color-text-secondary', '#55524d'),
    primary: read('--color-primary', '#2f4a3a'),
    divider: read('--color-divider', 'rgba(0, 0, 0, 0.12)'),
    serif: read('--font-serif', 'Georgia, serif'),
    sans: read('--font-sans', 'Arial, sans-serif'),
    sansCaps: read('--font-sans-caps', 'Arial, sans-serif'),
  }
}

// A phone photo's width; the height follows the text.
const width = 1080
const outer = 48
const inner = 64
const textWidth = width - 2 * (outer + inner)
const qrWidth = 560

type Block = { height: number; draw: (context: CanvasRenderingContext2D, top: number) => void }

/** Lines of `text` no wider than `maxWidth` in the context's font, cut at spaces or, if need be, anywhere. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word
    if (context.measureText(joined).width <= maxWidth) {
      line = joined
      continue
    }
    if (line) lines.push(line)
    line = ''
    for (const character of word) {
      if (context.measureText(line + character).width > maxWidth && line) {
        lines.push(line)
        line = ''
      }
      line += character
    }
  }
  if (line) lines.push(line)
  return lines
}

type TextStyle = { font: string; color: string; size: number; caps?: boolean; gapAfter: number }

function textBlock(context: CanvasRenderingContext2D, text: string, style: TextStyle): Block {
  context.font = style.font
  const shown = style.caps ? text.toLocaleUpperCase('es') : text
  const lines = wrap(context, shown, textWidth)
  const lineHeight = Math.round(style.size * 1.3)
  return {
    height: lines.length * lineHeight + style.gapAfter,
    draw: (target, top) => {
      target.font = style.font
      target.fillStyle = style.color
      target.textAlign = 'center'
      target.textBaseline = 'top'
      lines.forEach((line, index) => target.fillText(line, width / 2, top + index * lineHeight))
    },
  }
}

function qrBlock(link: string, look: PaseLook): Block {
  const { size, dark } = qrModules(link)
  // whole pixels a module, so every edge is sharp for a camera
  const module = Math.floor(qrWidth / size)
  const side = module * size
  const left = Math.round((width - side) / 2)
  return {
    height: side + 32,
    draw: (context, top) => {
      context.fillStyle = '#ffffff'
      context.fillRect(left, top, side, side)
      context.fillStyle = '#000000'
      for (const [x, y] of dark)
        context.fillRect(left + x * module, top + y * module, module, module)
      context.strokeStyle = look.divider
      context.lineWidth = 2
      context.strokeRect(left - 1, top - 1, side + 2, side + 2)
    },
  }
}

function blocksOf(context: CanvasRenderingContext2D, pase: PaseContent, look: PaseLook): Block[] {
  const caps = (size: number) => `600 ${size}px ${look.sansCaps}`
  const blocks = [
    textBlock(context, pase.title, {
      font: caps(30),
      color: look.muted,
      size: 30,
      caps: true,
      gapAfter: 16,
    }),
    ...(pase.couple
      ? [
          textBlock(context, pase.couple, {
            font: `italic 500 44px ${look.serif}`,
            color: look.primary,
            size: 44,
            gapAfter: 8,
          }),
        ]
      : []),
    ...(pase.date
      ? [
          textBlock(context, pase.date, {
            font: `600 32px ${look.sans}`,
            color: look.muted,
            size: 32,
            gapAfter: 28,
          }),
        ]
      : []),
    textBlock(context, pase.family, {
      font: `600 68px ${look.serif}`,
      color: look.primary,
      size: 68,
      gapAfter: 12,
    }),
    textBlock(context, pase.pases, {
      font: `500 38px ${look.sans}`,
      color: look.text,
      size: 38,
      gapAfter: 40,
    }),
  ]
  for (const line of pase.lines) {
    blocks.push(
      textBlock(context, line.term, {
        font: caps(26),
        color: look.muted,
        size: 26,
        caps: true,
        gapAfter: 4,
      }),
    )
    line.values.forEach((value, index) =>
      blocks.push(
        textBlock(context, value, {
          font: `500 36px ${look.sans}`,
          color: look.text,
          size: 36,
          gapAfter: index === line.values.length - 1 ? 28 : 0,
        }),
      ),
    )
  }
  blocks.push(
    { height: 16, draw: () => undefined },
    qrBlock(pase.link, look),
    textBlock(context, pase.hint, {
      font: `400 30px ${look.sans}`,
      color: look.muted,
      size: 30,
      gapAfter: 0,
    }),
  )
  return blocks
}

/** Waits for the web fonts the image is drawn in, for a moment at most: a fallback font will do. */
async function fontsFor(pase: PaseContent, look: PaseLook): Promise<void> {
  if (!('fonts' in document)) return
  const text = [pase.title, pase.couple, pase.date, pase.family, pase.pases, pase.hint].join(' ')
  const loads = [
    `600 68px ${look.serif}`,
    `italic 500 44px ${look.serif}`,
    `400 36px ${look.sans}`,
    `600 26px ${look.sansCaps}`,
  ].map((font) => document.fonts.load(font, text).catch(() => []))
  await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, 3000))])
}

/**
 * The pase as a PNG a family keeps in its phone's photos: on the site's paper and colours, the
 * same words as the page and its QR code, black on white, with a quiet zone a camera reads.
 */
export async function paseImage(pase: PaseContent, look: PaseLook = siteLook()): Promise<Blob> {
  await fontsFor(pase, look)
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw on a canvas')
  const blocks = blocksOf(context, pase, look)
  const cardHeight = blocks.reduce((sum, block) => sum + block.height, 0) + 2 * inner
  canvas.width = width
  canvas.height = cardHeight + 2 * outer
  // setting the size resets the context: the blocks set their fonts again as they draw
  context.fillStyle = look.background
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = look.paper
  context.strokeStyle = look.divider
  context.lineWidth = 2
  context.beginPath()
  context.roundRect(outer, outer, width - 2 * outer, cardHeight, 24)
  context.fill()
  context.stroke()
  let top = outer + inner
  for (const block of blocks) {
    block.draw(context, top)
    top += block.height
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The pase image could not be made'))),
      'image/png',
    ),
  )
}
