import { dataDirFromEnv } from '../../server/rsvp/data-dir'
import type { ContentEnv } from './export-content'

export type StoreConfig =
  { kind: 'embedded'; dataDir: string } | { kind: 'supabase'; url: string; serviceRoleKey: string }

export type ConfigResult = { ok: true; config: StoreConfig } | { ok: false; message: string }

export type GuestToolsEnv = ContentEnv & {
  /** Where the couple typed the command: npm run starts scripts in the repository root. */
  INIT_CWD?: string
  SUPABASE_URL?: string
  SUPABASE_SERVICE_ROLE_KEY?: string
  RSVP_DATA_DIR?: string
  [npmConfig: `npm_config_${string}`]: string | undefined
}

/** The only place the guest-list tools read the environment. */
export function storeConfigFromEnv(env: GuestToolsEnv): ConfigResult {
  const url = env.SUPABASE_URL?.trim() ?? ''
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() ?? ''
  if (!url && !serviceRoleKey) {
    return { ok: true, config: { kind: 'embedded', dataDir: dataDirFromEnv(env) } }
  }
  if (!url || !serviceRoleKey) {
    const missing = url ? 'SUPABASE_SERVICE_ROLE_KEY' : 'SUPABASE_URL'
    return {
      ok: false,
      message:
        `${missing} is not set. Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to work on ` +
        'Supabase, or neither to work on the embedded database.',
    }
  }
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    return {
      ok: false,
      message: `SUPABASE_URL "${url}" is not an address like https://abcdefgh.supabase.co.`,
    }
  }
  return { ok: true, config: { kind: 'supabase', url, serviceRoleKey } }
}

/** Relative file names mean the folder the couple ran npm in, not the repository root. */
export function workingDirFromEnv(env: GuestToolsEnv): string {
  return env.INIT_CWD?.trim() || process.cwd()
}

const ourOptions = [
  'dry-run',
  'update-existing',
  'out',
  'history',
  'people',
  'meals',
  'excel',
  'time-zone',
]

/**
 * `npm run guests:import file.csv --dry-run` (without `--`) hands --dry-run to npm, which passes
 * it on only as npm_config_dry_run: the import would quietly write for real.
 */
export function optionsTakenByNpm(env: GuestToolsEnv): string[] {
  return ourOptions
    .filter((option) => env[`npm_config_${option.replaceAll('-', '_')}`])
    .map((option) => `--${option}`)
}
