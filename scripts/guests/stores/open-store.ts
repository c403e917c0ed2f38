import { stat } from 'node:fs/promises'
import path from 'node:path'
import { displayPath } from '../../../server/rsvp/data-dir'
import type { StoreConfig } from '../config'
import type { GuestStore } from './guest-store'
import { openEmbeddedDatabase } from './open-embedded-database'
import { createPgliteStore } from './pglite-store'
import { createSupabaseStore } from './supabase-store'

/** Opens the guest list the configuration names; `note` hears what the couple should know. */
export async function openStore(
  config: StoreConfig,
  note: (text: string) => void,
): Promise<GuestStore> {
  if (config.kind === 'supabase') return createSupabaseStore(config)
  return openEmbeddedStore(config.dataDir, note)
}

async function openEmbeddedStore(dataDir: string, note: (text: string) => void) {
  const existed = (await stat(path.join(dataDir, 'PG_VERSION')).catch(() => null)) !== null
  const { db, label, close } = await openEmbeddedDatabase(dataDir)
  if (!existed) {
    note(
      `There was no embedded database in ${displayPath(dataDir)} yet: created it with the demo ` +
        'invitations of supabase/seed.sql.',
    )
  }
  return createPgliteStore(db, { label, onClose: close })
}
