import type { IncomingHttpHeaders } from 'node:http'

export type StoredDocument = { _id: string; _type: string }

/** A document as a query sees it; `_originalId` is the stored id when a perspective rewrote it. */
export type VisibleDocument = StoredDocument & { _originalId?: string }

export type Perspective = 'published' | 'drafts' | 'raw'

const draftPrefix = 'drafts.'
const versionPrefix = 'versions.'

// API version 2025-02-19 changed the default from `raw` to `published`.
const publishedByDefaultSince = '2025-02-19'

/** The perspective a request asks for, or null when Sanity would refuse it. */
export function readPerspective(asked: string | null, apiVersion: string): Perspective | null {
  if (asked === null || asked === '') {
    const dated = /^\d{4}-\d{2}-\d{2}$/.test(apiVersion)
    const before = apiVersion === '1' || (dated && apiVersion < publishedByDefaultSince)
    return before ? 'raw' : 'published'
  }
  if (asked === 'published' || asked === 'raw' || asked === 'drafts') return asked
  if (asked === 'previewDrafts') return 'drafts'
  // A stack of releases ends in `drafts` or `published`; this stand-in holds no releases.
  const stack = asked.split(',')
  if (stack.length > 1) return stack.includes('drafts') ? 'drafts' : 'published'
  return null
}

/**
 * Whether the request carries the couple's Sanity login: the `sanitySession` cookie that Sanity
 * sets on its API host, or a token. Drafts are never readable without one.
 */
export function hasSession(headers: IncomingHttpHeaders): boolean {
  const cookies = (headers.cookie ?? '').split(';').map((cookie) => cookie.trim().split('=')[0])
  return cookies.includes('sanitySession') || /^Bearer \S+/.test(headers.authorization ?? '')
}

/**
 * The documents a query runs over. Without a session every perspective shows published content
 * only: the site's preview relies on that, since its drafts come from the couple's own session.
 */
export function visibleDocuments<Document extends StoredDocument>(
  documents: readonly Document[],
  perspective: Perspective,
  withSession: boolean,
): VisibleDocument[] {
  const published = documents.filter(({ _id }) => !isDraft(_id) && !_id.startsWith(versionPrefix))
  if (!withSession || perspective === 'published') return published
  if (perspective === 'raw') return documents.filter(({ _id }) => !_id.startsWith(versionPrefix))

  const publishedIds = new Set(published.map(({ _id }) => _id))
  const draftsByPublishedId = new Map(
    documents.filter(({ _id }) => isDraft(_id)).map((draft) => [publishedIdOf(draft._id), draft]),
  )
  // Each document shows once, where its published version stands (or its draft, when new).
  return documents.flatMap((document): VisibleDocument[] => {
    if (document._id.startsWith(versionPrefix)) return []
    const publishedId = publishedIdOf(document._id)
    if (isDraft(document._id) && publishedIds.has(publishedId)) return []
    const shown = draftsByPublishedId.get(publishedId) ?? document
    return [{ ...shown, _id: publishedId, _originalId: shown._id }]
  })
}

function publishedIdOf(id: string): string {
  return isDraft(id) ? id.slice(draftPrefix.length) : id
}

function isDraft(id: string): boolean {
  return id.startsWith(draftPrefix)
}
