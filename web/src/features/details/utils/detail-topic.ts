export const detailTopics = ['pricing', 'schedule', 'dresscode', 'hotels'] as const

export type DetailTopic = (typeof detailTopics)[number]

export function isDetailTopic(value: unknown): value is DetailTopic {
  return typeof value === 'string' && (detailTopics as readonly string[]).includes(value)
}

/**
 * The topic saved in storage, or null for anything else. Accepts the JSON string jotai writes
 * and also a bare topic name, which is how earlier versions of the site stored it.
 */
export function parseStoredTopic(stored: string | null): DetailTopic | null {
  if (stored === null) return null
  if (isDetailTopic(stored)) return stored
  try {
    const parsed: unknown = JSON.parse(stored)
    return isDetailTopic(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function hasDetailTopic<Card extends { topic: string | null }>(
  card: Card,
): card is Card & { topic: DetailTopic } {
  return isDetailTopic(card.topic)
}
