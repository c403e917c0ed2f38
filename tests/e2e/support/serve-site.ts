import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite, previewSite, run, sitePorts } from './site-server'
import { e2eWorkers } from './workers'

/** The couple account every run creates with npm run couple:add, before the server opens the folder. */
const couple = { email: 'novios@example.com', password: 'una-clave-de-prueba' }
/** The door helper's account, made with npm run door:add the same way. */
const door = { email: 'puerta@example.com', password: 'clave-de-la-puerta' }

/**
 * One data folder with both accounts, made as the README has the couple make them (npm run
 * couple:add, then npm run door:add), before any server opens it.
 */
async function folderWithAccounts(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rsvp-e2e-'))
  const env = { ...process.env, RSVP_DATA_DIR: path.join(dataDir, 'rsvp') }
  const account = (cli: string, { email, password }: typeof couple) =>
    run('npx', ['tsx', cli, 'add', '--email', email, '--password', password], env)
  await account('scripts/couple/cli.ts', couple)
  await account('scripts/door/cli.ts', door)
  return dataDir
}

/** A copy of a data folder no server has opened yet. */
async function copyOf(made: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rsvp-e2e-'))
  await cp(path.join(made, 'rsvp'), path.join(dataDir, 'rsvp'), { recursive: true })
  return dataDir
}

/** One site as `npm start` serves it, answering in the data folder given. */
async function serveOne(port: number, dataDir: string) {
  const site = await previewSite({
    env: { ...process.env, RSVP_DATA_DIR: path.join(dataDir, 'rsvp') },
    port,
  })
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
  // Each worker's database of its own: the first worker's is the folder made with the commands,
  // the others' copies of it taken before any server opens it (the commands migrate the folder,
  // 12 processor seconds; a copy takes a fraction of one).
  const made = await folderWithAccounts()
  const ports = sitePorts(e2eWorkers)
  const folders = [made, ...(await Promise.all(ports.slice(1).map(() => copyOf(made))))]
  const sites = await Promise.all(ports.map((port, worker) => serveOne(port, folders[worker]!)))
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
