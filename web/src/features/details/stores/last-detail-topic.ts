import { atomWithStorage } from 'jotai/utils'
import { parseStoredTopic, type DetailTopic } from '../utils/detail-topic'

export const lastDetailTopicKey = 'wedding_modal_type'

// Storage can be missing or throw (private browsing, blocked cookies); the site must still work.
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

const topicStorage = {
  getItem: (key: string): DetailTopic | null => {
    try {
      return parseStoredTopic(browserStorage()?.getItem(key) ?? null)
    } catch {
      return null
    }
  },
  setItem: (key: string, topic: DetailTopic | null) => {
    try {
      browserStorage()?.setItem(key, JSON.stringify(topic))
    } catch {
      // A full or blocked storage only costs the guest the "last viewed" hint.
    }
  },
  removeItem: (key: string) => {
    try {
      browserStorage()?.removeItem(key)
    } catch {
      // Same as above.
    }
  },
}

/** The topic whose details the guest opened last, kept across visits. */
export const lastDetailTopicAtom = atomWithStorage<DetailTopic | null>(
  lastDetailTopicKey,
  null,
  topicStorage,
  { getOnInit: true },
)
