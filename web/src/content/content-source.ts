import type { QueryParams } from '@sanity/client'

export type ContentSource = {
  fetch: (query: string, params: QueryParams) => Promise<unknown>
}
