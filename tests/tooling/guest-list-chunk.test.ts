import { describe, expect, it } from 'vitest'
import { guestListChunk } from '../../tooling/guest-list-chunk'

describe('the guest-list chunk', () => {
  it('takes valibot, the API call and the person draft, on any system’s paths', () => {
    expect(guestListChunk('/repo/node_modules/valibot/dist/index.mjs')).toBe('guest-list')
    expect(guestListChunk('/repo/web/src/lib/guest-list/call-rpc.ts')).toBe('guest-list')
    expect(guestListChunk('C:\\repo\\web\\src\\lib\\guest-list\\person-draft.ts')).toBe(
      'guest-list',
    )
    expect(guestListChunk('/repo/web/src/content/rsvp-questions.ts')).toBe('guest-list')
  })

  it('leaves the rest to Rollup: what the entry imports, and what only the couple or the door use', () => {
    expect(guestListChunk('/repo/web/src/lib/dates.ts')).toBeUndefined()
    expect(guestListChunk('/repo/web/src/lib/guest-list/couple-record.ts')).toBeUndefined()
    expect(guestListChunk('/repo/web/src/lib/guest-list/door-records.ts')).toBeUndefined()
    expect(guestListChunk('/repo/web/src/lib/guest-list/call-rpc.test.ts')).toBeUndefined()
  })
})
