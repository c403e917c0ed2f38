import { createClient } from '@sanity/client'
import type { ContentSource } from './content-source'

type SanityProject = { projectId: string; dataset: string; apiVersion: string }

export function createSanitySource(project: SanityProject): ContentSource {
  const client = createClient({ ...project, useCdn: true, perspective: 'published' })
  return { fetch: (query, params) => client.fetch(query, params) }
}
