/**
 * Renders the placeholder artwork of the default dataset into content/images/.
 *
 *   npx tsx scripts/content/generate-images.ts
 *
 * Every image is an original SVG drawn in code (gradients, soft light, leaves,
 * flowers, line icons, a monogram) and encoded as WebP by sharp. Layout choices
 * come from a PRNG seeded with the file name, so the output is deterministic
 * (given the same sharp/librsvg build and fonts). Sizes match the slot each
 * image fills on the site and never exceed it.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/images')
const WEBP = { quality: 70, effort: 6 } as const
const FONT = "'Cormorant Garamond', 'DejaVu Serif', Georgia, serif"

// ---------------------------------------------------------------- palette

const C = {
  ivory: '#FBF6EE',
  cream: '#F3E8D6',
  blush: '#F2D4CC',
  rose: '#D9A8A0',
  rosewood: '#7A5354',
  sage: '#B9C6A8',
  sageDark: '#758C6C',
  gold: '#C9A467',
  goldDark: '#6B5634',
  green: '#2F4A3A',
  greenDeep: '#1E3128',
}

interface Palette {
  from: string // gradient start
  to: string // gradient end
  ink: string // outlines and text
  accent: string // fills, arcs, light
}

const PALETTES = {
  ivory: { from: C.ivory, to: C.blush, ink: C.green, accent: C.gold },
  sage: { from: C.cream, to: C.sage, ink: C.green, accent: C.gold },
  blush: { from: C.blush, to: C.rose, ink: C.rosewood, accent: C.ivory },
  gold: { from: C.ivory, to: '#E6CC9C', ink: C.goldDark, accent: C.gold },
  forest: { from: C.sageDark, to: C.greenDeep, ink: C.ivory, accent: C.gold },
  rosewood: { from: C.rose, to: C.rosewood, ink: C.ivory, accent: C.blush },
  dusk: { from: C.gold, to: C.goldDark, ink: C.ivory, accent: C.cream },
} satisfies Record<string, Palette>
type PaletteName = keyof typeof PALETTES

// ---------------------------------------------------------------- determinism

/** mulberry32 seeded with an FNV-1a hash of the file name. */
function seededRandom(seed: string): () => number {
  let a = 2166136261
  for (const ch of seed) a = Math.imul(a ^ ch.charCodeAt(0), 16777619)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
type Rand = () => number
const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min)
const r1 = (n: number) => Math.round(n * 10) / 10
const rad = (deg: number) => (deg * Math.PI) / 180
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// ---------------------------------------------------------------- SVG building blocks

/** Diagonal gradient plus the two soft-light gradients used by glow(). */
function background(w: number, h: number, p: Palette, angle: number): string {
  const dx = Math.cos(rad(angle)) / 2
  const dy = Math.sin(rad(angle)) / 2
  return `<defs>
  <linearGradient id="bg" x1="${r1(0.5 - dx)}" y1="${r1(0.5 - dy)}" x2="${r1(0.5 + dx)}" y2="${r1(0.5 + dy)}">
    <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
  </linearGradient>
  <radialGradient id="softLight"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
  <radialGradient id="softAccent"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>`
}

const glow = (cx: number, cy: number, r: number, tone: 'Light' | 'Accent' = 'Light') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="url(#soft${tone})"/>`

/** Out-of-focus "bokeh" dots scattered over the picture. */
function bokeh(rand: Rand, w: number, h: number, count: number): string {
  const scale = Math.min(w, h)
  return Array.from({ length: count }, (_, i) =>
    glow(
      rand() * w,
      rand() * h,
      between(rand, 0.05, 0.22) * scale,
      i % 3 === 0 ? 'Accent' : 'Light',
    ),
  ).join('')
}

/** Thin concentric arcs around a point. */
function arcs(cx: number, cy: number, radius: number, color: string, count = 3): string {
  return Array.from({ length: count }, (_, i) => {
    const r = radius + i * radius * 0.12
    const start = rad(200 + i * 12)
    const end = rad(340 - i * 12)
    const [x1, y1, x2, y2] = [
      cx + r * Math.cos(start),
      cy + r * Math.sin(start),
      cx + r * Math.cos(end),
      cy + r * Math.sin(end),
    ]
    return `<path d="M${r1(x1)} ${r1(y1)} A${r1(r)} ${r1(r)} 0 0 1 ${r1(x2)} ${r1(y2)}" fill="none" stroke="${color}" stroke-width="${i === 0 ? 2 : 1}" stroke-opacity="${0.7 - i * 0.2}" stroke-linecap="round"/>`
  }).join('')
}

/** An almond-shaped leaf with a central vein, its base at (x, y). */
function leaf(x: number, y: number, size: number, angle: number, p: Palette): string {
  const s = r1(size)
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">
  <path d="M0 0 Q${r1(s * 0.5)} ${r1(-s * 0.32)} ${s} 0 Q${r1(s * 0.5)} ${r1(s * 0.32)} 0 0Z" fill="${p.accent}" fill-opacity="0.28" stroke="${p.ink}" stroke-opacity="0.65" stroke-width="1.5"/>
  <path d="M${r1(s * 0.08)} 0 L${r1(s * 0.85)} 0" stroke="${p.ink}" stroke-opacity="0.45" stroke-width="1"/>
</g>`
}

/** A gently curved olive-like branch growing from (x, y) in direction `angle`. */
function branch(
  x: number,
  y: number,
  length: number,
  angle: number,
  p: Palette,
  leaves = 7,
): string {
  const a = rad(angle)
  const bend = rad(angle + 90)
  const end = { x: x + length * Math.cos(a), y: y + length * Math.sin(a) }
  const ctrl = {
    x: (x + end.x) / 2 + length * 0.12 * Math.cos(bend),
    y: (y + end.y) / 2 + length * 0.12 * Math.sin(bend),
  }
  const at = (t: number) => ({
    x: (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl.x + t ** 2 * end.x,
    y: (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl.y + t ** 2 * end.y,
  })
  const stem = `<path d="M${r1(x)} ${r1(y)} Q${r1(ctrl.x)} ${r1(ctrl.y)} ${r1(end.x)} ${r1(end.y)}" fill="none" stroke="${p.ink}" stroke-opacity="0.6" stroke-width="1.8" stroke-linecap="round"/>`
  const leafSize = length * 0.22
  const parts = Array.from({ length: leaves }, (_, i) => {
    const t = 0.2 + (0.8 * i) / leaves
    const pt = at(t)
    const side = i % 2 === 0 ? -1 : 1
    return leaf(pt.x, pt.y, leafSize * (1 - t * 0.35), angle + side * 42, p)
  })
  return stem + parts.join('') + leaf(end.x, end.y, leafSize * 0.6, angle, p)
}

/** Outline flower: rotated petals around a small centre. */
function flower(cx: number, cy: number, r: number, p: Palette, petals = 6, rotation = 0): string {
  const petal = (i: number) =>
    `<ellipse cx="0" cy="${r1(-r * 0.55)}" rx="${r1(r * 0.28)}" ry="${r1(r * 0.5)}" transform="rotate(${r1(rotation + (360 / petals) * i)})"/>`
  return `<g transform="translate(${r1(cx)} ${r1(cy)})" fill="${p.accent}" fill-opacity="0.25" stroke="${p.ink}" stroke-opacity="0.7" stroke-width="1.6">
  ${Array.from({ length: petals }, (_, i) => petal(i)).join('')}
  <circle r="${r1(r * 0.16)}" fill="${p.accent}" fill-opacity="0.8"/>
</g>`
}

function text(
  value: string,
  x: number,
  y: number,
  size: number,
  color: string,
  extra = '',
): string {
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(size)}" fill="${color}" text-anchor="middle" dominant-baseline="middle" ${extra}>${escapeXml(value)}</text>`
}

/** "M & A" inside a double ring. */
function monogram(cx: number, cy: number, size: number, p: Palette): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.5)}" fill="${p.from}" fill-opacity="0.45" stroke="${p.accent}" stroke-width="2.5"/>
<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.44)}" fill="none" stroke="${p.ink}" stroke-opacity="0.5" stroke-width="1"/>
${text('M & A', cx, cy, size * 0.24, p.ink, 'font-style="italic" letter-spacing="2"')}`
}

/** Line-art icons drawn in a 100 × 100 box centred on the origin. */
const flute = (x: number) =>
  `M${x - 9} -40 H${x + 9} L${x + 7} -14 Q${x} -2 ${x - 7} -14 Z M${x} -5 V30 M${x - 9} 30 H${x + 9}`
const starPoints = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 42 : 18
  const a = rad(-90 + i * 36)
  return `${r1(r * Math.cos(a))},${r1(r * Math.sin(a))}`
}).join(' ')
const ICONS = {
  heart:
    '<path d="M0 36 C-42 10 -46 -16 -28 -29 C-15 -38 -3 -31 0 -20 C3 -31 15 -38 28 -29 C46 -16 42 10 0 36Z"/>',
  rings:
    '<circle cx="-13" cy="10" r="24"/><circle cx="13" cy="10" r="24"/><path d="M13 -14 L6 -22 L10 -29 H16 L20 -22Z"/>',
  star: `<polygon points="${starPoints}"/>`,
  toast: `<path transform="rotate(-14 -14 30)" d="${flute(-14)}"/><path transform="rotate(14 14 30)" d="${flute(14)}"/><path d="M-4 -46 l-4 -6 M4 -46 l4 -6 M0 -48 v-7"/>`,
  gift: '<rect x="-32" y="-8" width="64" height="44"/><rect x="-37" y="-20" width="74" height="12"/><path d="M0 -20 V36 M0 -20 C-22 -46 -34 -24 0 -20 C34 -24 22 -46 0 -20"/>',
  clock:
    '<circle r="40"/><path d="M0 0 V-26 M0 0 L18 10 M0 -36 v5 M36 0 h-5 M0 36 v-5 M-36 0 h5"/>',
  bowtie:
    '<path d="M-6 -7 L-38 -22 V22 L-6 7Z M6 -7 L38 -22 V22 L6 7Z"/><rect x="-6" y="-9" width="12" height="18" rx="3"/>',
  bed: '<path d="M-44 30 V-24 M44 30 V2 M-44 14 H44 M-44 2 H44"/><rect x="-38" y="-12" width="24" height="12" rx="5"/>',
  church:
    '<path d="M-30 40 V-4 L0 -28 L30 -4 V40Z M-10 40 V22 A10 10 0 0 1 10 22 V40 M0 -28 V-48 M-7 -41 H7"/>',
  plate:
    '<circle r="34"/><circle r="22"/><path d="M-46 -28 V30 M-50 -28 V-12 Q-46 -6 -42 -12 V-28 M46 -28 Q54 -10 46 2 V30"/>',
  pot: '<path d="M-32 -8 H32 V22 Q32 34 20 34 H-20 Q-32 34 -32 22Z M-38 -8 H38 M-44 0 H-32 M32 0 H44 M-10 -16 H10 V-8 M-10 -16 V-8"/>',
  cup: '<path d="M-30 -8 H20 V12 Q20 32 -5 32 Q-30 32 -30 12Z M20 0 Q38 0 35 12 Q32 22 19 20 M-38 40 H28 M-14 -18 q-6 -8 0 -16 M2 -18 q-6 -8 0 -16"/>',
  towels:
    '<rect x="-40" y="12" width="80" height="20" rx="7"/><rect x="-36" y="-10" width="72" height="20" rx="7"/><rect x="-32" y="-32" width="64" height="20" rx="7"/><path d="M-40 26 H40 M-36 4 H36 M-32 -18 H32"/>',
} as const
type IconName = keyof typeof ICONS | 'flower'

function icon(name: IconName, cx: number, cy: number, size: number, p: Palette): string {
  const body = name === 'flower' ? flower(0, 0, 42, p, 6) : ICONS[name]
  return `<g transform="translate(${r1(cx)} ${r1(cy)}) scale(${r1(size / 100)})" fill="${p.accent}" fill-opacity="0.22" stroke="${p.ink}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${body}</g>`
}

// ---------------------------------------------------------------- composition

type Center =
  | { kind: 'monogram' }
  | { kind: 'icon'; icon: IconName; label?: string }
  | { kind: 'names'; title: string; subtitle: string; kicker: string }

interface ImageSpec {
  name: string
  w: number
  h: number
  palette: PaletteName
  angle?: number // gradient direction in degrees
  bokeh?: number // number of soft light dots
  branches?: 'corners' | 'sides' | 'none'
  flowers?: number
  arcs?: boolean
  center?: Center
}

function render(spec: ImageSpec): string {
  const { name, w, h } = spec
  const p = PALETTES[spec.palette]
  const rand = seededRandom(name)
  const m = Math.min(w, h)
  const layers: string[] = [background(w, h, p, spec.angle ?? between(rand, 20, 160))]

  layers.push(glow(between(rand, 0.2, 0.8) * w, between(rand, 0.1, 0.5) * h, m * 0.9))
  layers.push(bokeh(rand, w, h, spec.bokeh ?? 8))
  if (spec.arcs) layers.push(arcs(w / 2, h * 0.62, m * 0.42, p.accent))

  const branches = spec.branches ?? 'corners'
  if (branches === 'corners') {
    layers.push(branch(-m * 0.02, h + m * 0.02, m * 0.55, -50 + between(rand, -8, 8), p))
    layers.push(branch(w + m * 0.02, -m * 0.02, m * 0.5, 130 + between(rand, -8, 8), p))
  } else if (branches === 'sides') {
    layers.push(
      branch(-m * 0.02, h * between(rand, 0.6, 0.85), m * 0.6, -25 + between(rand, -10, 10), p, 8),
    )
    layers.push(
      branch(
        w + m * 0.02,
        h * between(rand, 0.15, 0.4),
        m * 0.6,
        155 + between(rand, -10, 10),
        p,
        8,
      ),
    )
  }

  for (let i = 0; i < (spec.flowers ?? 0); i++) {
    layers.push(
      flower(
        between(rand, 0.1, 0.9) * w,
        between(rand, 0.15, 0.85) * h,
        m * between(rand, 0.06, 0.12),
        p,
        5 + (i % 3),
        rand() * 60,
      ),
    )
  }

  const c = spec.center
  if (c?.kind === 'monogram') layers.push(monogram(w / 2, h / 2, m * 0.5, p))
  if (c?.kind === 'icon') {
    const cy = c.label ? h * 0.42 : h / 2
    layers.push(
      `<circle cx="${w / 2}" cy="${r1(cy)}" r="${r1(m * 0.26)}" fill="${p.from}" fill-opacity="0.5" stroke="${p.accent}" stroke-width="2"/>`,
    )
    layers.push(icon(c.icon, w / 2, cy, m * 0.3, p))
    if (c.label) layers.push(text(c.label, w / 2, h * 0.82, m * 0.1, p.ink, 'letter-spacing="3"'))
  }
  if (c?.kind === 'names') {
    layers.push(monogram(w / 2, h * 0.2, m * 0.24, p))
    layers.push(text(c.kicker, w / 2, h * 0.42, m * 0.055, p.ink, 'letter-spacing="6"'))
    layers.push(text(c.title, w / 2, h * 0.58, m * 0.13, p.ink, 'font-style="italic"'))
    layers.push(
      `<path d="M${r1(w * 0.38)} ${r1(h * 0.7)} H${r1(w * 0.62)}" stroke="${p.accent}" stroke-width="2"/>`,
    )
    layers.push(text(c.subtitle, w / 2, h * 0.79, m * 0.06, p.ink, 'letter-spacing="2"'))
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n${layers.join('\n')}\n</svg>`
}

// ---------------------------------------------------------------- the image list

const cycle: PaletteName[] = ['ivory', 'sage', 'blush', 'gold', 'forest', 'rosewood']
const series = (
  prefix: string,
  count: number,
  w: number,
  h: number,
  extra: (i: number) => Partial<ImageSpec> = () => ({}),
) =>
  Array.from({ length: count }, (_, k): ImageSpec => ({
    name: `${prefix}-${k + 1}`,
    w,
    h,
    palette: cycle[k % cycle.length] ?? 'ivory',
    ...extra(k),
  }))

const IMAGES: ImageSpec[] = [
  // Hero: darker tones so the overlaid names and countdown stay legible.
  { name: 'hero-1', w: 1600, h: 1000, palette: 'forest', bokeh: 14 },
  { name: 'hero-2', w: 1600, h: 1000, palette: 'rosewood', bokeh: 14, flowers: 3 },
  { name: 'hero-3', w: 1600, h: 1000, palette: 'dusk', bokeh: 14, arcs: true },
  { name: 'intro', w: 800, h: 800, palette: 'ivory', center: { kind: 'monogram' } },
  { name: 'verse', w: 800, h: 1000, palette: 'sage', arcs: true, flowers: 4, branches: 'sides' },
  ...(['heart', 'flower', 'rings', 'toast'] as const).map((name, k): ImageSpec => ({
    name: `story-${k + 1}`,
    w: 600,
    h: 600,
    palette: (['blush', 'sage', 'gold', 'ivory'] as const)[k] ?? 'ivory',
    branches: 'none',
    center: { kind: 'icon', icon: name },
  })),
  { name: 'couple', w: 1200, h: 800, palette: 'blush', flowers: 2, center: { kind: 'monogram' } },
  { name: 'video-banner', w: 1920, h: 600, palette: 'forest', bokeh: 16, branches: 'sides' },
  { name: 'invitation-banner', w: 1600, h: 700, palette: 'rosewood', bokeh: 12, arcs: true },
  {
    name: 'event-ceremony',
    w: 800,
    h: 500,
    palette: 'ivory',
    center: { kind: 'icon', icon: 'church', label: 'Ceremonia' },
  },
  {
    name: 'event-reception',
    w: 800,
    h: 500,
    palette: 'sage',
    center: { kind: 'icon', icon: 'toast', label: 'Recepción' },
  },
  {
    name: 'detail-pricing',
    w: 600,
    h: 400,
    palette: 'blush',
    center: { kind: 'icon', icon: 'gift' },
  },
  {
    name: 'detail-schedule',
    w: 600,
    h: 400,
    palette: 'gold',
    center: { kind: 'icon', icon: 'clock' },
  },
  {
    name: 'detail-dresscode',
    w: 600,
    h: 400,
    palette: 'sage',
    center: { kind: 'icon', icon: 'bowtie' },
  },
  {
    name: 'detail-hotels',
    w: 600,
    h: 400,
    palette: 'ivory',
    center: { kind: 'icon', icon: 'bed' },
  },
  ...series('carousel', 6, 600, 600, (k) => ({
    flowers: 1 + (k % 3),
    branches: k % 2 ? 'corners' : 'none',
  })),
  ...series('gallery', 9, 900, 600, (k) => ({
    flowers: k % 3,
    arcs: k % 2 === 0,
    branches: k % 3 === 1 ? 'sides' : 'corners',
  })),
  ...series('portfolio', 7, 600, 750, (k) => ({ flowers: 2, arcs: k % 2 === 1 })),
  ...series('portfolio-detail', 7, 1200, 800, (k) => ({
    bokeh: 12,
    branches: 'sides',
    arcs: k % 2 === 0,
  })),
  ...series('portfolio-photo', 6, 900, 600, (k) => ({
    flowers: 1 + (k % 2),
    branches: k % 2 ? 'none' : 'corners',
  })),
  ...(['plate', 'pot', 'cup', 'towels'] as const).map((name, k): ImageSpec => ({
    name: `gift-${k + 1}`,
    w: 500,
    h: 500,
    palette: 'ivory',
    bokeh: 4,
    branches: 'none',
    center: { kind: 'icon', icon: name },
  })),
  {
    name: 'og-image',
    w: 1200,
    h: 630,
    palette: 'ivory',
    angle: 35,
    center: {
      kind: 'names',
      kicker: 'NOS CASAMOS',
      title: 'Mariana & Alejandro',
      subtitle: '1 de noviembre de 2025',
    },
  },
]

// ---------------------------------------------------------------- main

await mkdir(OUT_DIR, { recursive: true })
let total = 0
for (const spec of IMAGES) {
  const webp = await sharp(Buffer.from(render(spec)))
    .webp(WEBP)
    .toBuffer()
  await writeFile(path.join(OUT_DIR, `${spec.name}.webp`), webp)
  total += webp.length
  console.log(
    `${`${spec.name}.webp`.padEnd(28)} ${String(spec.w).padStart(4)}x${String(spec.h).padEnd(4)} ${String(webp.length).padStart(7)} B`,
  )
}
console.log(`${IMAGES.length} images, ${total} B total (${(total / 1024).toFixed(1)} KiB)`)
