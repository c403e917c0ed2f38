import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The checked-out commit, read from .git without running git; null outside a clone. */
export async function currentCommit(repoRoot: string): Promise<string | null> {
  const gitDir = path.join(repoRoot, '.git')
  try {
    const head = (await readFile(path.join(gitDir, 'HEAD'), 'utf8')).trim()
    if (!head.startsWith('ref: ')) return head
    const ref = head.slice('ref: '.length)
    const loose = await readFile(path.join(gitDir, ref), 'utf8').catch(() => null)
    if (loose) return loose.trim()
    const packed = await readFile(path.join(gitDir, 'packed-refs'), 'utf8')
    return (
      packed
        .split('\n')
        .find((line) => line.endsWith(` ${ref}`))
        ?.split(' ')[0] ?? null
    )
  } catch {
    return null
  }
}
