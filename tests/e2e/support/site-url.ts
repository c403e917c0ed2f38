import { inject } from 'vitest'

/**
 * The address of the site this test file runs against. Files run side by side, one per worker,
 * and each worker has a server and a database of its own (`serve-site.ts`), so what one file
 * writes (an answer, an arrival, a failed guess counted against 127.0.0.1) never reaches a file
 * running at the same time. Vitest numbers its workers from 1 in VITEST_POOL_ID.
 */
export function siteUrl(): string {
  const sites = inject('siteUrls')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return sites[(worker - 1) % sites.length]!
}
