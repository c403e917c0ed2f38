type SanityConfig = { projectId: string; dataset: string; apiVersion: string }

export const sanityApiVersion = '2025-02-19'

function readSanityConfig(): SanityConfig | null {
  const projectId = import.meta.env.VITE_SANITY_PROJECT_ID?.trim()
  if (!projectId) return null
  if (!/^[a-z0-9-]+$/.test(projectId)) {
    throw new Error(
      `VITE_SANITY_PROJECT_ID "${projectId}" is not a Sanity project id (a-z, 0-9, -)`,
    )
  }
  const dataset = import.meta.env.VITE_SANITY_DATASET?.trim() || 'production'
  if (!/^[a-z0-9_-]{1,64}$/.test(dataset)) {
    throw new Error(`VITE_SANITY_DATASET "${dataset}" is not a valid dataset name`)
  }
  return { projectId, dataset, apiVersion: sanityApiVersion }
}

/** Every environment variable the site reads, checked once. Unset means the embedded default. */
export const env = {
  sanity: readSanityConfig(),
}
