import { vi } from 'vitest'
import { addEmbeddedAccount } from '../../../server/auth/accounts'
import {
  startEmbeddedBackend,
  type EmbeddedBackend,
} from '../../server/support/start-embedded-backend'

export const coupleEmail = 'novios@example.com'
const password = 'una clave larga'

/**
 * A real embedded server (PGlite) with the couple's account, the site pointed at it and the couple
 * signed in. The site reads the server's address from the environment when its modules load, so
 * a test imports the modules it renders after this.
 */
export async function signInAsCouple(): Promise<EmbeddedBackend> {
  const backend = await startEmbeddedBackend()
  await addEmbeddedAccount(backend.db, coupleEmail, password)
  vi.stubEnv('VITE_SUPABASE_URL', backend.baseUrl)
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'embedded')
  const { coupleClient } = await import('../../../web/src/lib/couple/api/couple-client')
  const { error } = await coupleClient().auth.signInWithPassword({
    email: coupleEmail,
    password,
  })
  if (error) throw error
  return backend
}

export async function stopSignedInCouple(backend: EmbeddedBackend | undefined): Promise<void> {
  vi.unstubAllEnvs()
  await backend?.close()
}
