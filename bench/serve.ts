import { spawn } from 'node:child_process'
import net from 'node:net'
import { embeddedDefaultsEnv, repoRoot, viteBin } from './build'
import { besideOtherVites, embeddedMode } from '../tooling/hosting/build-mode'

export type RunningSite = { baseUrl: string; stop(): Promise<void> }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/**
 * `vite preview` as `npm start` runs it, on a free port, answering RSVPs from a throwaway
 * database whose deadline never passes so every answer can be changed under load.
 */
export async function serveSite(options: {
  outDir: string
  dataDir: string
}): Promise<RunningSite> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [
      viteBin,
      'preview',
      besideOtherVites,
      '--mode',
      embeddedMode,
      '--outDir',
      options.outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      cwd: repoRoot,
      env: {
        ...embeddedDefaultsEnv(process.env),
        RSVP_DATA_DIR: options.dataDir,
        RSVP_MODIFICATION_DEADLINE: '2999-01-01',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }

  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early:\n${log}`)
    const ok = await fetch(baseUrl).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) {
      await warmUpApi(baseUrl).catch(async (error: unknown) => {
        await stop()
        throw error
      })
      return { baseUrl, stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`vite preview did not answer at ${baseUrl} within 30 s:\n${log}`)
}

/**
 * Waits for the RSVP API's first answer: its database starts on the first call, which on a busy
 * 2-core machine took over 30 s and timed out the first page measured (and counted in its figures).
 */
async function warmUpApi(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const response = await fetch(`${baseUrl}/rest/v1/rpc/find_invitation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: 'embedded' },
    body: JSON.stringify({ p_human_key: '001' }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`the RSVP API answered ${response.status} to its warm-up`)
}
