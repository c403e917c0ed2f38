import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { besideOtherVites, embeddedMode } from '../tooling/hosting/build-mode'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const viteBin = path.join(repoRoot, 'node_modules/vite/bin/vite.js')

/**
 * The environment of the embedded defaults: with these blank, loadEnv ignores whatever .env
 * sets, so the bench measures the site that a fresh clone serves (embedded content and RSVP).
 */
export function embeddedDefaultsEnv(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...base,
    VITE_SANITY_PROJECT_ID: '',
    VITE_SANITY_DATASET: '',
    VITE_SUPABASE_URL: '',
    VITE_SUPABASE_ANON_KEY: '',
  }
}

export function runVite(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args[0]} exited with ${code}`)),
    )
  })
}

/**
 * `vite build` as `npm start` runs it (embedded defaults), plus the manifest the byte accounting reads, into a
 * folder of the bench's own so a build someone else is serving from dist/ is left alone.
 */
export function buildSite(outDir: string): Promise<void> {
  return runVite(
    [
      'build',
      besideOtherVites,
      '--mode',
      embeddedMode,
      '--manifest',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    embeddedDefaultsEnv(process.env),
  )
}
