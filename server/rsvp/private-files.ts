import { chmod, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * The guest list's files are the couple's alone: folders 0700, files 0600, whatever the umask
 * (PGlite creates files 0666 less the umask, and a container's umask is often 0).
 */
export async function keepPrivate(dataDir: string): Promise<void> {
  try {
    // what PostgreSQL writes later (WAL segments, new relations) is made private from the start
    process.umask(0o077)
  } catch {
    // worker threads (the test runner's) may not set it; the files are made private below
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await privateTree(dataDir)
}

async function privateTree(dir: string): Promise<void> {
  await chmod(dir, 0o700)
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name)
    if (entry.isDirectory()) await privateTree(child)
    else if (entry.isFile()) await chmod(child, 0o600)
  }
}
