import { stat } from 'node:fs/promises'
import path from 'node:path'
import { displayPath } from '../../../server/rsvp/data-dir'
import { runningApi } from '../../../server/rsvp/published-api'
import type { StoreConfig } from '../config'
import { siteFailure, supabaseFailure } from './api-failures'
import { createApiStore } from './api-store'
import { createEmbeddedStore } from './embedded-store'
import type { GuestStore } from './guest-store'
import { openEmbeddedDatabase } from './open-embedded-database'

/**
 * Opens the guest list the configuration names; `note` hears what the couple should know. Every
 * target is the same API through supabase-js: Supabase by URL and key; the embedded database
 * through the running site (npm run dev or npm start) when one serves it, else opened here.
 */
export async function openStore(
  config: StoreConfig,
  note: (text: string) => void,
): Promise<GuestStore> {
  if (config.kind === 'supabase') {
    return createApiStore({
      url: config.url,
      serviceRoleKey: config.serviceRoleKey,
      label: `Supabase (${new URL(config.url).host})`,
      explain: supabaseFailure,
    })
  }
  // the site holds the folder: the command asks it, as the dashboard does, and never opens it
  const running = await runningApi(config.dataDir)
  if (running) {
    return createApiStore({
      url: running.url,
      serviceRoleKey: running.serviceKey,
      label: `the embedded database in ${displayPath(config.dataDir)} (through the site at ${running.url})`,
      explain: siteFailure(running.url),
    })
  }
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
  return createEmbeddedStore(db, { label, onClose: close })
}
