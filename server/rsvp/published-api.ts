import { randomUUID } from 'node:crypto'
import { link, mkdir, open, readFile, rm, unlink } from 'node:fs/promises'
import type { Server } from 'node:net'
import path from 'node:path'
import { ownerIsAlive, ownerText } from './data-dir-lock.ts'

/** Where a running site serves the API of a data folder, and the command line's key to it. */
export type PublishedApi = { url: string; serviceKey: string }

type Notice = PublishedApi & { owner: string }

/** Beside the folder and its lock, readable by its owner only (it holds a secret key). */
export const publishedApiFile = (dataDir: string) => `${dataDir}.api.json`

function readNotice(text: string | null): Notice | null {
  try {
    const notice = JSON.parse(text ?? '') as Partial<Notice>
    const { owner, url, serviceKey } = notice
    if (typeof owner !== 'string' || typeof url !== 'string' || typeof serviceKey !== 'string') {
      return null
    }
    return { owner, url, serviceKey }
  } catch {
    return null
  }
}

/**
 * The API a running site serves over this data folder, or null when none runs: the notice's
 * process must still be the one that wrote it, so a site that was killed leaves nothing usable.
 */
export async function runningApi(dataDir: string): Promise<PublishedApi | null> {
  const notice = readNotice(await readFile(publishedApiFile(dataDir), 'utf8').catch(() => null))
  if (!notice || !(await ownerIsAlive(notice.owner))) return null
  return { url: notice.url, serviceKey: notice.serviceKey }
}

/**
 * Says where this process serves the folder's API. The notice appears whole (written aside, then
 * linked in place); another running site's notice is left alone (that site holds the folder),
 * a dead one's is replaced. Resolves to the withdrawal, or null when another site published first.
 */
export async function publishApi(
  dataDir: string,
  api: PublishedApi,
): Promise<(() => Promise<void>) | null> {
  const file = publishedApiFile(dataDir)
  const owner = await ownerText()
  const text = JSON.stringify({ owner, ...api } satisfies Notice)
  await mkdir(path.dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const draft = `${file}.${randomUUID()}.draft`
    try {
      const handle = await open(draft, 'wx', 0o600)
      try {
        await handle.writeFile(text)
      } finally {
        await handle.close()
      }
      await link(draft, file)
      return async () => {
        if ((await readFile(file, 'utf8').catch(() => null)) === text)
          await rm(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      await unlink(draft).catch(() => undefined)
    }
    const existing = readNotice(await readFile(file, 'utf8').catch(() => null))
    if (existing && existing.owner !== owner && (await ownerIsAlive(existing.owner))) return null
    await rm(file, { force: true })
  }
  return null
}

/** The address a command on this machine reaches the server at, once it listens. */
export function localUrl(server: Server): string | null {
  const address = server.address()
  if (address === null || typeof address === 'string') return null
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address
  const secure = 'setSecureContext' in server
  return `${secure ? 'https' : 'http'}://${host}:${address.port}`
}
