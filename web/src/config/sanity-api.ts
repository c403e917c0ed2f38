import { sanityProjectFromEnv, type SanityProject } from './sanity-project.ts'

// Apart from sanity-project.ts, which every page loads: only the code that calls Sanity, loaded
// on demand, needs these.

/**
 * A project and the API that answers for it: Sanity's own, unless `VITE_SANITY_API_HOST` names
 * another (the local stand-in of the tests, or Sanity's staging API).
 */
export type SanityApiTarget = SanityProject & { apiHost: string | null }

type ApiHostEnv = { VITE_SANITY_API_HOST?: string }

export function sanityApiHostFromEnv(env: ApiHostEnv): string | null {
  const apiHost = env.VITE_SANITY_API_HOST?.trim().replace(/\/+$/, '')
  if (!apiHost) return null
  if (!/^https?:\/\/[^/]+$/.test(apiHost)) {
    throw new Error(`VITE_SANITY_API_HOST "${apiHost}" is not an origin like https://host:port`)
  }
  return apiHost
}

/** What the build's tooling reads: the project and its API, or null for the embedded dataset. */
export function sanityTargetFromEnv(
  env: Parameters<typeof sanityProjectFromEnv>[0] & ApiHostEnv,
): SanityApiTarget | null {
  const project = sanityProjectFromEnv(env)
  return project && { ...project, apiHost: sanityApiHostFromEnv(env) }
}

/**
 * The @sanity/client settings for a project. On Sanity's API each project has its own host name
 * (`<id>.api.sanity.io`); another API host is called as it is, with the project in a header.
 */
export function sanityClientSettings({ projectId, dataset, apiVersion, apiHost }: SanityApiTarget) {
  return {
    projectId,
    dataset,
    apiVersion,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  }
}

/** The origins the page calls for content: the CDN and the live API, or the other API host. */
export function sanityApiOrigins({ projectId, apiHost }: SanityApiTarget): string[] {
  if (apiHost) return [apiHost]
  return [`https://${projectId}.apicdn.sanity.io`, `https://${projectId}.api.sanity.io`]
}
