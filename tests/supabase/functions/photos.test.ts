import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimsOf } from '../../../server/auth/request-claims'
import { LocalStorage } from '../../../server/storage/local-storage'
import { createStorageHandler } from '../../../server/storage/storage-handler'
import { startApi, type RunningApi } from '../../server/support/start-api'
import { fakeJpeg, photosContract, reserve, type PhotosSite } from '../../support/photos-contract'
import { startEdgeFunction, type RunningFunction } from '../support/start-edge-function'

// the keys hosted Supabase gives the function; the stand-in API below runs the service role's as
// service_role (PostgREST, Auth's admin API and Storage alike) and takes the anon key as no token
const serviceRoleKey = 'service-role-key-of-this-test'
const anonKey = 'anon-key-of-this-test'

const isServiceRole = (authorization: string | undefined) =>
  authorization === `Bearer ${serviceRoleKey}`

let api: RunningApi
let fn: RunningFunction
let site: PhotosSite
let storageRoot: string

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), 'photos-function-'))
  const storage = new LocalStorage(storageRoot)
  api = await startApi({
    authorize: async (db, authorization) =>
      isServiceRole(authorization)
        ? { ok: true, role: 'service_role' }
        : claimsOf(db, authorization),
    auth: { isServiceRole },
    storage: createStorageHandler({
      storage,
      isServiceRole,
      logError: (message, error) => console.error(message, error),
    }),
  })
  fn = await startEdgeFunction('photos', {
    SUPABASE_URL: api.baseUrl,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
  })
  site = { db: api.db, baseUrl: api.baseUrl, functionUrl: `${fn.url}/photos`, storage }
}, 120_000)
afterAll(async () => {
  await fn?.stop()
  await api?.close()
  await rm(storageRoot, { recursive: true, force: true })
})

describe('the Edge Function photos, under Deno, on the embedded database and a stand-in Storage', () => {
  photosContract(() => site)

  it('imports from npm only what package.json installs, at the same versions', async () => {
    const { imports } = JSON.parse(
      await readFile('supabase/functions/photos/deno.json', 'utf8'),
    ) as {
      imports: Record<string, string>
    }
    const { dependencies } = JSON.parse(await readFile('package.json', 'utf8')) as {
      dependencies: Record<string, string>
    }
    for (const [name, specifier] of Object.entries(imports)) {
      expect(specifier).toBe(`npm:${name}@${dependencies[name]}`)
    }
  })
})

describe('the Edge Function photos, with Supabase out of reach', () => {
  let unreachable: RunningFunction
  beforeAll(async () => {
    unreachable = await startEdgeFunction('photos', {
      // nothing listens on port 9 (discard) of this machine
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    })
  }, 120_000)
  afterAll(() => unreachable?.stop())

  it('answers 503 unavailable', async () => {
    const response = await reserve(
      { ...site, functionUrl: `${unreachable.url}/photos` },
      '002',
      fakeJpeg(),
      fakeJpeg(512),
    )
    expect(response.status).toBe(503)
    await expect(response.json()).resolves.toEqual({ code: 'unavailable' })
  })
})
