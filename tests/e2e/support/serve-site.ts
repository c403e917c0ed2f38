import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite, previewSite, run, sitePorts } from './site-server'
import { e2eWorkers } from './workers'

/** The couple account every run creates with npm run couple:add, before the server opens the folder. */
const couple = { email: 'novios@example.com', password: 'una-clave-de-prueba' }
/** The door helper's account, made with npm run door:add the same way. */
const door = { email: 'puerta@example.com', password: 'clave-de-la-puerta' }

/** One site as `npm start` serves it, answering in a database of its own, seeded afresh. */
async function serveOne(port: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rsvp-e2e-'))
  const env = { ...process.env, RSVP_DATA_DIR: path.join(dataDir, 'rsvp') }
  const account = (cli: string, { email, password }: typeof couple) =>
    run('npx', ['tsx', cli, 'add', '--email', email, '--password', password], env)
  await account('scripts/couple/cli.ts', couple)
  await account('scripts/door/cli.ts', door)
  const site = await previewSite({ env, port })
  return {
    baseUrl: site.baseUrl,
    stop: async () => {
      await site.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Builds the site once and serves it once per worker (`site-url.ts`). */
export default async function serveSite(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) await buildSite()
  const sites = await Promise.all(sitePorts(e2eWorkers).map(serveOne))
  project.provide(
    'siteUrls',
    sites.map((site) => site.baseUrl),
  )
  project.provide('couple', couple)
  project.provide('door', door)
  return async () => {
    await Promise.all(sites.map((site) => site.stop()))
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrls: string[]
    couple: { email: string; password: string }
    door: { email: string; password: string }
  }
}
