import { createClient } from '@sanity/client'
import { sanityClientSettings } from '../config/sanity-api'
import { sanityApiEnv } from '../config/sanity-api-env'
import type { SanityProject } from '../config/sanity-project'
import type { ContentSource } from './content-source'

export function createSanitySource(project: SanityProject): ContentSource {
  const client = createClient({
    ...sanityClientSettings({ ...project, apiHost: sanityApiEnv.apiHost }),
    useCdn: true,
    perspective: 'published',
  })
  return { fetch: (query, params) => client.fetch(query, params) }
}
