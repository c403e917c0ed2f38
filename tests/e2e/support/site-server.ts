import { spawn, type ChildProcess } from 'node:child_process'
import { get } from 'node:http'
import { besideOtherVites, embeddedMode } from '../../../tooling/hosting/build-mode'

/** The port the suite's site runs on; other servers of the suite take the ports just above. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4180)

/**
 * The ports of the sites the workers use, one each: E2E_PORT, then 20 above for each further
 * worker (files start their own servers at E2E_PORT + 2 to + 5, and + 100; WebKit's flows take
 * + 11 to + 18). Not 10 above: with the default 4180 that is 4190, which fetch refuses.
 */
export const sitePorts = (workers: number) =>
  Array.from({ length: workers }, (_, worker) => e2ePort + 20 * worker)

// node:http, not fetch: fetch refuses the ports browsers block (4190 is one), whatever E2E_PORT is.
const answersOk = (url: string) =>
  new Promise<boolean>((resolve) => {
    get(url, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    }).on('error', () => resolve(false))
  })

/** Waits until `url` answers 200; fails early, with what the server printed, if it exits. */
export async function waitForServer(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  printed: () => string = () => '',
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server at ${url} exited with ${child.exitCode}\n${printed()}`)
    }
    if (await answersOk(url)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms\n${printed()}`)
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    )
  })
}

type SiteOptions = {
  env?: NodeJS.ProcessEnv
  /** Another folder than dist/, so a second build leaves the suite's site alone. */
  outDir?: string
}

const outDirArgs = (outDir?: string) => (outDir ? ['--outDir', outDir] : [])

/** `vite build` as `npm start` runs it, with the manifest the byte accounting reads. */
export function buildSite({ env = process.env, outDir }: SiteOptions = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const args = [
      'vite',
      'build',
      '--mode',
      embeddedMode,
      '--logLevel',
      'warn',
      '--manifest',
      besideOtherVites,
    ]
    const build = spawn('npx', [...args, ...outDirArgs(outDir), '--emptyOutDir'], {
      stdio: 'inherit',
      env,
    })
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`)),
    )
  })
}

/** Serves a build the way `npm start` does, on a port of its own; resolves to its stop. */
export async function previewSite({
  env = process.env,
  outDir,
  port,
}: SiteOptions & { port: number }): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const baseUrl = `http://127.0.0.1:${port}`
  const args = [
    'vite',
    'preview',
    '--mode',
    embeddedMode,
    '--port',
    String(port),
    '--strictPort',
    besideOtherVites,
  ]
  const server = spawn('npx', [...args, '--host', '127.0.0.1', ...outDirArgs(outDir)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env,
  })
  await waitForServer(baseUrl, server, 30_000)
  return {
    baseUrl,
    stop: async () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))
    },
  }
}
