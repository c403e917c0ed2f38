export type SanityProject = { projectId: string; dataset: string; apiVersion: string }

type SanityEnv = { VITE_SANITY_PROJECT_ID?: string; VITE_SANITY_DATASET?: string }

export const sanityApiVersion = '2025-02-19'

/** The Sanity project the site reads, or null for the embedded dataset. Throws on a malformed id. */
export function sanityProjectFromEnv(env: SanityEnv): SanityProject | null {
  const projectId = env.VITE_SANITY_PROJECT_ID?.trim()
  if (!projectId) return null
  if (!/^[a-z0-9-]+$/.test(projectId)) {
    throw new Error(
      `VITE_SANITY_PROJECT_ID "${projectId}" is not a Sanity project id (a-z, 0-9, -)`,
    )
  }
  const dataset = env.VITE_SANITY_DATASET?.trim() || 'production'
  if (!/^[a-z0-9_-]{1,64}$/.test(dataset)) {
    throw new Error(`VITE_SANITY_DATASET "${dataset}" is not a valid dataset name`)
  }
  return { projectId, dataset, apiVersion: sanityApiVersion }
}
