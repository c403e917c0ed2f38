import type { PGlite } from '@electric-sql/pglite'
import { apiFetch } from '../../../server/rsvp/api-fetch'
import { newServiceKey, withServiceKey } from '../../../server/rsvp/service-key'
import { embeddedFailure } from './api-failures'
import { createApiStore } from './api-store'
import type { GuestStore } from './guest-store'

export type EmbeddedStoreOptions = {
  label: string
  /** Runs after close(); the caller that opened the database decides what closing means. */
  onClose?: () => Promise<void>
}

/**
 * The guest list of an embedded database this process opened: the same supabase-js client and
 * functions as for Supabase, each request handed to the site's own API handler in this process
 * (no network), with a service-role key made for this store alone.
 */
export function createEmbeddedStore(db: PGlite, options: EmbeddedStoreOptions): GuestStore {
  const serviceRoleKey = newServiceKey()
  const store = createApiStore({
    url: 'http://embedded-database.invalid',
    serviceRoleKey,
    label: options.label,
    explain: embeddedFailure,
    fetch: apiFetch({ database: async () => db, authorize: withServiceKey(serviceRoleKey) }),
  })
  return {
    ...store,
    async close() {
      await store.close()
      await options.onClose?.()
    },
  }
}
