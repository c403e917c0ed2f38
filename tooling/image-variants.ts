import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { imageWidths } from '../web/src/content/image-widths.ts'

export type ImageVariantFile = { width: number; filePath: string }

type SourceImage = { _id: string; filePath: string; metadata: { dimensions: { width: number } } }

// Part of every cached file's path, so changing how variants are encoded never reuses old files.
const encoding = { quality: 75, effort: 4 } as const
const encodingKey = `webp-q${encoding.quality}-e${encoding.effort}`

/**
 * WebP copies of an image at every width of the ladder narrower than the source, plus the source
 * file itself as the widest. Copies are cached by the asset id, which is the hash of the source,
 * so only new or edited photos are ever resized; the next build reuses them in milliseconds.
 */
export async function imageVariants(
  asset: SourceImage,
  cacheDir: string,
): Promise<ImageVariantFile[]> {
  const sourceWidth = asset.metadata.dimensions.width
  const { name } = path.parse(asset.filePath)
  const dir = path.join(cacheDir, encodingKey, asset._id)
  const resized = await Promise.all(
    imageWidths
      .filter((width) => width < sourceWidth)
      .map(async (width) => {
        const filePath = path.join(dir, `${name}-${width}w.webp`)
        if (!(await exists(filePath))) await resize(asset.filePath, width, filePath)
        return { width, filePath }
      }),
  )
  return [...resized, { width: sourceWidth, filePath: asset.filePath }]
}

async function resize(source: string, width: number, target: string) {
  await mkdir(path.dirname(target), { recursive: true })
  const buffer = await sharp(source).resize({ width }).webp(encoding).toBuffer()
  // Another build may be writing the same file; renaming a finished file is atomic.
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`
  await writeFile(partial, buffer)
  await rename(partial, target)
}

async function exists(filePath: string) {
  try {
    return (await stat(filePath)).size > 0
  } catch {
    return false
  }
}
