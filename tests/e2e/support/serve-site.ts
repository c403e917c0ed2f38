import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite, e2ePort, previewSite, run } from './site-server'

/** The couple account every run creates with npm run couple:add, before the server opens the folder. */
const couple = { email: 'novios@example.com', password: 'una-clave-de-prueba' }
/** The door helper's account, made with npm run door:add the same way. */
const door = { email: 'puerta@example.com', password: 'clave-de-la-puerta' }

/** Builds the site and serves it the way `npm start` does, on a port of its own. */
export default async function serveSite(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) await buildSite()
  // Every run answers invitations in a database of its own, seeded afresh.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rsvp-e2e-'))
  const env = { ...process.env, RSVP_DATA_DIR: path.join(dataDir, 'rsvp') }
  await run(
    'npx',
    ['tsx', 'scripts/couple/cli.ts', 'add', '--email', couple.email, '--password', couple.password],
    env,
  )
  await run(
    'npx',
    ['tsx', 'scripts/door/cli.ts', 'add', '--email', door.email, '--password', door.password],
    env,
  )
  const site = await previewSite({ env, port: e2ePort })
  project.provide('baseUrl', site.baseUrl)
  project.provide('couple', couple)
  project.provide('door', door)
  return async () => {
    await site.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    couple: { email: string; password: string }
    door: { email: string; password: string }
  }
}
