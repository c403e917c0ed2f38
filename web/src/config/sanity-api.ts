import type { SanityProject } from './sanity-project'

// Apart from sanity-project.ts, which every page loads: only the code that calls Sanity needs these.

/**
 * The @sanity/client settings for a project. On Sanity's API each project has its own host name
 * (`<id>.api.sanity.io`); another API host is called as it is, with the project in a header.
 */
export function sanityClientSettings({ projectId, dataset, apiVersion, apiHost }: SanityProject) {
  return {
    projectId,
    dataset,
    apiVersion,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  }
}

/** The origins the page calls for content: the CDN and the live API, or the other API host. */
export function sanityApiOrigins({ projectId, apiHost }: SanityProject): string[] {
  if (apiHost) return [apiHost]
  return [`https://${projectId}.apicdn.sanity.io`, `https://${projectId}.api.sanity.io`]
}
