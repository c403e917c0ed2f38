import type { RpcError } from '../../../web/src/lib/guest-list/rpc-error'
import { StoreError } from './store-error'

/** What the couple can do about a failed call, in the tools' English. */
export type ExplainFailure = (error: RpcError) => StoreError

const refusedKey = (error: RpcError) =>
  error.code === '42501' ||
  /^PGRST30/.test(error.code) ||
  /invalid api key|jwt/i.test(error.message)

const answered = (where: string, error: RpcError) =>
  new StoreError(
    `${where} answered with an error: ${error.message}${error.detail ? ` (${error.detail})` : ''}`,
  )

/** A Supabase project, by URL and the service-role key. */
export function supabaseFailure(error: RpcError): StoreError {
  if (refusedKey(error)) {
    return new StoreError(
      `Supabase refused the key (${error.message}). SUPABASE_SERVICE_ROLE_KEY must be the ` +
        'service_role secret from Project Settings → API keys, not the anon key.',
    )
  }
  if (error.code === 'PGRST205' || error.code === 'PGRST202' || error.code === '42P01') {
    return new StoreError(
      `Supabase has no RSVP tables or functions yet (${error.message}). Apply the migrations ` +
        'first: npx supabase db push.',
    )
  }
  if (error.code === 'network') {
    return new StoreError(`Could not reach Supabase: ${error.message}. Check SUPABASE_URL.`)
  }
  return answered('Supabase', error)
}

/** The running site (npm run dev or npm start) that holds the embedded database's folder. */
export function siteFailure(url: string): ExplainFailure {
  return (error) => {
    if (error.code === 'network') {
      return new StoreError(
        `Could not reach the site at ${url} that holds the embedded database: ${error.message}. ` +
          'If npm run dev or npm start has stopped, run this command again.',
      )
    }
    if (refusedKey(error)) {
      return new StoreError(
        `The site at ${url} refused the command line's key (${error.message}). Restart it ` +
          '(npm run dev or npm start) and run this command again.',
      )
    }
    return answered('The embedded database', error)
  }
}

/** The embedded database this command opened itself. */
export const embeddedFailure: ExplainFailure = (error) => answered('The embedded database', error)
