import { spawn } from 'node:child_process'
import { waitForServer } from './site-server'

/**
 * Cloudflare's own local server for Pages (the same workerd runtime as production), fetched from
 * npm. Wrangler needs Node 22.12 or newer, so it runs on the npm package node@24.
 */
export const wranglerPackages = ['node@24', 'wrangler@4.164.0']

export type StaticHost = { baseUrl: string; stop: () => Promise<void> }

/** `wrangler pages dev <dir>` on the given port, run from `cwd` so its state stays there. */
export async function serveWithCloudflarePages(
  dir: string,
  port: number,
  cwd: string,
): Promise<StaticHost> {
  const baseUrl = `http://127.0.0.1:${port}`
  const packages = wranglerPackages.flatMap((name) => ['-p', name])
  const child = spawn(
    'npx',
    [
      '--yes',
      ...packages,
      '--',
      'wrangler',
      'pages',
      'dev',
      dir,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
    ],
    {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitForServer(baseUrl, child, 180_000, () => output)
  return {
    baseUrl,
    stop: async () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))
    },
  }
}
