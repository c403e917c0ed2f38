import { describe, expect, it } from 'vitest'
import { parseStoredTopic } from '../../../web/src/features/details/utils/detail-topic'

describe('reading a stored detail topic', () => {
  it.each(['pricing', 'schedule', 'dresscode', 'hotels'])(
    'accepts %s as JSON and bare',
    (topic) => {
      expect(parseStoredTopic(JSON.stringify(topic))).toBe(topic)
      expect(parseStoredTopic(topic)).toBe(topic)
    },
  )

  it.each([null, '', 'foo', '"foo"', '{}', '123', 'true', '["pricing"]', '{"topic":"pricing"}'])(
    'turns %j into no topic',
    (stored) => {
      expect(parseStoredTopic(stored)).toBeNull()
    },
  )
})
