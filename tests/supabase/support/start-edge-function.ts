import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** The Deno binary the npm package `deno` installs (its postinstall links it beside itself). */
export function denoBinary(): string {
  const install = createRequire(import.meta.url)('deno/install_api.cjs') as {
    runInstall: () => string
  }
  return install.runInstall()
}

export type RunningFunction = { url: string; output: () => string; stop: () => Promise<void> }

/**
 * Serves supabase/functions/<name>/index.ts with Deno, as the Edge Runtime serves it: its own
 * deno.json, type-checked first, allowed the loopback network and the given variables only. npm
 * packages come from node_modules and nothing is fetched (--cached-only), so no network is needed.
 */
export async function startEdgeFunction(
  name: string,
  env: Record<string, string>,
): Promise<RunningFunction> {
  const dir = path.join(root, 'supabase/functions', name)
  const child = spawn(
    denoBinary(),
    [
      'run',
      '--check',
      '--cached-only',
      '--node-modules-dir=manual',
      '--no-prompt',
      `--config=${path.join(dir, 'deno.json')}`,
      '--allow-net=127.0.0.1',
      `--allow-env=${Object.keys(env).join(',')}`,
      path.join(dir, 'index.ts'),
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DENO_DIR: path.join(root, 'node_modules/.cache/deno'),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        // the port the system gives: Deno.serve says which
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)
      if (listening) resolve(listening[1]!)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) =>
      reject(new Error(`deno exited (${code}) before serving:\n${output}`)),
    )
    child.once('error', reject)
  })
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
