import { chmod, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * The guest list's files are the couple's alone: folders 0700, files 0600, whatever the umask
 * (PGlite creates files 0666 less the umask, and a container's umask is often 0). Before the
 * database opens: what it writes from then on is made private as it is created.
 */
export async function writePrivately(dataDir: string): Promise<void> {
  try {
    process.umask(0o077)
  } catch {
    // worker threads (the test runner's) may not set it; makePrivate still mends what is there
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
}

/** Once the database is open: what an earlier version, or a worker thread, wrote open is closed. */
export async function makePrivate(dir: string): Promise<void> {
  await chmod(dir, 0o700)
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name)
    if (entry.isDirectory()) await makePrivate(child)
    else if (entry.isFile()) await chmod(child, 0o600)
  }
}
