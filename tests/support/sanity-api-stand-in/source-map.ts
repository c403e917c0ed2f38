import type { ContentSourceMap } from '@sanity/client'
import type { VisibleDocument } from './perspective'

/** A step into a value: an object key, or an array item (with its `_key` when it has one). */
type Segment = string | { index: number; key?: string }

type Candidate = { document: number; path: Segment[] }

type Preference = { document: number } | { type: string } | undefined

export type SourceMapOptions = {
  /** `resultSourceMap=withKeyArraySelector`: keyed array items addressed by `_key` in source paths. */
  keyArraySelector: boolean
}

/**
 * Sanity's Content Source Map for a result. groq-js keeps no provenance, so each string of the
 * result is traced to a field of the visible documents that holds that same string: the document
 * of the nearest enclosing object with its `_id` (or a document of its `_type`) first, then the
 * field whose path ends most like the result's, then dataset order. A string found nowhere gets
 * no mapping, as a literal of the query would not point into a document either.
 */
export function buildContentSourceMap(
  result: unknown,
  documents: readonly VisibleDocument[],
  { keyArraySelector }: SourceMapOptions,
): ContentSourceMap {
  const candidatesByValue = indexStrings(documents)
  const documentIndexById = new Map(documents.map((document, index) => [document._id, index]))
  const documentTypes = new Set(documents.map((document) => document._type))
  const sourceMap: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const mapDocument = indexer((document: number) => {
    const { _id, _originalId, _type } = documents[document]!
    sourceMap.documents.push({ _id: _originalId ?? _id, _type })
  })
  const mapPath = indexer((path: string) => sourceMap.paths.push(path))

  function visit(value: unknown, path: Segment[], preference: Preference): void {
    if (typeof value === 'string') {
      const source = chooseSource(candidatesByValue.get(value), path, documents, preference)
      if (!source) return
      sourceMap.mappings[resultJsonPath(path)] = {
        type: 'value',
        source: {
          type: 'documentValue',
          document: mapDocument(source.document),
          path: mapPath(sourceJsonPath(source.path, keyArraySelector)),
        },
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, arrayItem(item, index)], preference))
    } else if (isRecord(value)) {
      const own = preferenceOf(value, documentIndexById, documentTypes) ?? preference
      for (const [key, field] of Object.entries(value)) {
        if (!key.startsWith('_')) visit(field, [...path, key], own)
      }
    }
  }

  visit(result, [], undefined)
  return sourceMap
}

function indexStrings(documents: readonly VisibleDocument[]): Map<string, Candidate[]> {
  const candidates = new Map<string, Candidate[]>()
  const walk = (value: unknown, document: number, path: Segment[]): void => {
    if (typeof value === 'string') {
      const list = candidates.get(value) ?? []
      list.push({ document, path })
      candidates.set(value, list)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, document, [...path, arrayItem(item, index)]))
    } else if (isRecord(value)) {
      for (const [key, field] of Object.entries(value)) {
        if (!key.startsWith('_')) walk(field, document, [...path, key])
      }
    }
  }
  documents.forEach((document, index) => walk(document, index, []))
  return candidates
}

function preferenceOf(
  value: Record<string, unknown>,
  documentIndexById: Map<string, number>,
  documentTypes: Set<string>,
): Preference {
  const document = typeof value._id === 'string' ? documentIndexById.get(value._id) : undefined
  if (document !== undefined) return { document }
  if (typeof value._type === 'string' && documentTypes.has(value._type)) {
    return { type: value._type }
  }
  return undefined
}

function chooseSource(
  candidates: Candidate[] | undefined,
  resultPath: Segment[],
  documents: readonly VisibleDocument[],
  preference: Preference,
): Candidate | undefined {
  if (!candidates) return undefined
  const preferred = preference
    ? candidates.filter((candidate) =>
        'document' in preference
          ? candidate.document === preference.document
          : documents[candidate.document]!._type === preference.type,
      )
    : []
  const pool = preferred.length > 0 ? preferred : candidates
  let best = pool[0]
  let bestScore = -1
  for (const candidate of pool) {
    const score = sharedEnding(candidate.path, resultPath)
    if (score > bestScore) [best, bestScore] = [candidate, score]
  }
  return best
}

/** How many trailing keys two paths share; array items agree when their `_key`s are equal. */
function sharedEnding(a: Segment[], b: Segment[]): number {
  let score = 0
  for (let i = a.length - 1, j = b.length - 1; i >= 0 && j >= 0; i--, j--) {
    const [x, y] = [a[i]!, b[j]!]
    if (typeof x === 'string' || typeof y === 'string') {
      if (x !== y) break
      score++
    } else if (x.key !== undefined && y.key !== undefined) {
      if (x.key !== y.key) break
      score++
    }
  }
  return score
}

/** Result paths are always written with indexes: that is how the client looks them up. */
function resultJsonPath(path: Segment[]): string {
  return `$${path.map((segment) => (typeof segment === 'string' ? member(segment) : `[${segment.index}]`)).join('')}`
}

function sourceJsonPath(path: Segment[], keyArraySelector: boolean): string {
  return `$${path
    .map((segment) => {
      if (typeof segment === 'string') return member(segment)
      if (keyArraySelector && segment.key !== undefined) {
        return `[?(@._key=='${segment.key.replace(/['\\]/g, (c) => `\\${c}`)}')]`
      }
      return `[${segment.index}]`
    })
    .join('')}`
}

const escapes: Record<string, string> = {
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
}

function member(key: string): string {
  return `['${key.replace(/[\f\n\r\t'\\]/g, (c) => escapes[c]!)}']`
}

function arrayItem(item: unknown, index: number): Segment {
  const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
  return key === undefined ? { index } : { index, key }
}

function indexer<T>(add: (value: T) => void): (value: T) => number {
  const indexes = new Map<T, number>()
  return (value) => {
    let index = indexes.get(value)
    if (index === undefined) {
      index = indexes.size
      indexes.set(value, index)
      add(value)
    }
    return index
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
