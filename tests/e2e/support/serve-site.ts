import { spawn, type ChildProcess } from 'node:child_process'
import { get } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { embeddedMode } from '../../../tooling/hosting/build-mode'

const port = Number(process.env.E2E_PORT ?? 4180)

// node:http, not fetch: fetch refuses the ports browsers block (4190 is one), whatever E2E_PORT is.
const answersOk = (url: string) =>
  new Promise<boolean>((resolve) => {
    get(url, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    }).on('error', () => resolve(false))
  })

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited with ${child.exitCode}`)
    if (await answersOk(url)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs} ms`)
}

/** The couple account every run creates with npm run couple:add, before the server opens the folder. */
const couple = { email: 'novios@example.com', password: 'una-clave-de-prueba' }

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    )
  })
}

/** Builds the site and serves it the way `npm start` does, on a port of its own. */
export default async function serveSite(project: TestProject) {
  const baseUrl = `http://127.0.0.1:${port}`
  if (!process.env.E2E_SKIP_BUILD) {
    await new Promise<void>((resolve, reject) => {
      const build = spawn('npx', ['vite', 'build', '--mode', embeddedMode, '--logLevel', 'warn'], {
        stdio: 'inherit',
      })
      build.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`)),
      )
    })
  }
  // Every run answers invitations in a database of its own, seeded afresh.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rsvp-e2e-'))
  const env = { ...process.env, RSVP_DATA_DIR: path.join(dataDir, 'rsvp') }
  await run(
    'npx',
    ['tsx', 'scripts/couple/cli.ts', 'add', '--email', couple.email, '--password', couple.password],
    env,
  )
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      embeddedMode,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env,
    },
  )
  await waitForServer(baseUrl, server, 30_000)
  project.provide('baseUrl', baseUrl)
  project.provide('couple', couple)
  return async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    await rm(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    couple: { email: string; password: string }
  }
}
