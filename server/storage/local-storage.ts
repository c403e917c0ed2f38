import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A bucket's rules, as Supabase Storage keeps them in storage.buckets. */
export type BucketRules = { fileSizeLimit: number; allowedMimeTypes: string[] }

/** The site's buckets: the migration 20261128020000_photo_wall.sql makes the same on Supabase. */
export const buckets: Record<string, BucketRules> = {
  photos: { fileSizeLimit: 12 * 1024 * 1024, allowedMimeTypes: ['image/jpeg'] },
}

/** Supabase's signed upload URLs last two hours. */
export const uploadTokenSeconds = 2 * 60 * 60

type TokenKind = 'upload' | 'download'
type TokenClaims = { url: string; kind: TokenKind; exp: number }

export type StoredObject = { size: number; contentType: string; head: Uint8Array }

// A path as the server chooses them (uuid folders, .jpg names): segments of letters, digits,
// dots, dashes and underscores, never "." or "..", never empty.
const segment = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/

export function isObjectPath(value: string): boolean {
  const parts = value.split('/')
  return parts.length <= 8 && parts.every((part) => segment.test(part))
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

/**
 * Supabase Storage over a folder: each bucket a folder of `root`, each object a file beside a
 * small `.meta.json` with its content type. Signed URLs carry an HMAC of the bucket and path,
 * what they allow and until when, under a secret kept in the folder (0600).
 */
export class LocalStorage {
  private secret: Promise<Buffer> | undefined

  constructor(readonly root: string) {}

  private secretKey(): Promise<Buffer> {
    this.secret ??= (async () => {
      const file = path.join(this.root, '.signing-secret')
      await mkdir(this.root, { recursive: true, mode: 0o700 })
      const existing = await readFile(file).catch(() => null)
      if (existing && existing.length >= 32) return existing
      const made = randomBytes(32)
      await writeFile(file, made, { mode: 0o600, flag: 'wx' }).catch(() => undefined)
      return readFile(file)
    })()
    return this.secret
  }

  private async sign(claims: TokenClaims): Promise<string> {
    const body = base64url(JSON.stringify(claims))
    const mac = createHmac('sha256', await this.secretKey())
      .update(body)
      .digest()
    return `${body}.${base64url(mac)}`
  }

  /** Whether `token` allows `kind` on `bucket/objectPath` now. */
  async verify(token: string, kind: TokenKind, bucket: string, objectPath: string) {
    const [body, mac, extra] = token.split('.')
    if (!body || !mac || extra !== undefined) return false
    const expected = createHmac('sha256', await this.secretKey())
      .update(body)
      .digest()
    const given = Buffer.from(mac, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
    let claims: Partial<TokenClaims>
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenClaims>
    } catch {
      return false
    }
    return (
      claims.kind === kind &&
      claims.url === `${bucket}/${objectPath}` &&
      typeof claims.exp === 'number' &&
      claims.exp > Date.now() / 1000
    )
  }

  private file(bucket: string, objectPath: string): string {
    if (!(bucket in buckets) || !isObjectPath(objectPath)) {
      throw new Error(`Not an object of the site: ${bucket}/${objectPath}`)
    }
    return path.join(this.root, bucket, ...objectPath.split('/'))
  }

  /** A token for one upload (upsert) to exactly this path, as createSignedUploadUrl answers. */
  uploadToken(bucket: string, objectPath: string): Promise<string> {
    this.file(bucket, objectPath)
    const exp = Math.floor(Date.now() / 1000) + uploadTokenSeconds
    return this.sign({ url: `${bucket}/${objectPath}`, kind: 'upload', exp })
  }

  /** The path and query of a signed download URL, relative to /storage/v1, as createSignedUrls answers. */
  async signedUrl(bucket: string, objectPath: string, expiresIn: number): Promise<string> {
    this.file(bucket, objectPath)
    const exp = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresIn))
    const token = await this.sign({ url: `${bucket}/${objectPath}`, kind: 'download', exp })
    return `/object/sign/${bucket}/${objectPath}?token=${token}`
  }

  async write(bucket: string, objectPath: string, bytes: Uint8Array, contentType: string) {
    const file = this.file(bucket, objectPath)
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    const temporary = `${file}.${randomBytes(6).toString('hex')}.part`
    await writeFile(temporary, bytes, { mode: 0o600 })
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }), { mode: 0o600 })
    await rename(temporary, file)
  }

  /** Size, content type and the first bytes of an object, or null when there is none. */
  async info(bucket: string, objectPath: string, headBytes = 16): Promise<StoredObject | null> {
    const file = this.file(bucket, objectPath)
    const handle = await open(file, 'r').catch(() => null)
    if (!handle) return null
    try {
      const { size } = await handle.stat()
      const head = new Uint8Array(Math.min(headBytes, size))
      await handle.read(head, 0, head.length, 0)
      const meta = JSON.parse(await readFile(`${file}.meta.json`, 'utf8').catch(() => '{}')) as {
        contentType?: string
      }
      return { size, contentType: meta.contentType ?? 'application/octet-stream', head }
    } finally {
      await handle.close()
    }
  }

  async read(
    bucket: string,
    objectPath: string,
  ): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.file(bucket, objectPath)
    const bytes = await readFile(file).catch(() => null)
    if (!bytes) return null
    const info = await this.info(bucket, objectPath, 0)
    return { bytes, contentType: info?.contentType ?? 'application/octet-stream' }
  }

  async exists(bucket: string, objectPath: string): Promise<boolean> {
    return (await stat(this.file(bucket, objectPath)).catch(() => null)) !== null
  }

  /** Deletes the objects there are; answers the paths it deleted. */
  async remove(bucket: string, objectPaths: string[]): Promise<string[]> {
    const removed: string[] = []
    for (const objectPath of objectPaths) {
      if (!isObjectPath(objectPath)) continue
      const file = this.file(bucket, objectPath)
      if (await this.exists(bucket, objectPath)) removed.push(objectPath)
      await rm(file, { force: true })
      await rm(`${file}.meta.json`, { force: true })
    }
    return removed
  }
}
