import { afterAll, beforeAll, describe } from 'vitest'
import { photosContract, type PhotosSite } from '../support/photos-contract'
import { startEmbeddedBackend, type EmbeddedBackend } from './support/start-embedded-backend'

let backend: EmbeddedBackend
let site: PhotosSite

beforeAll(async () => {
  backend = await startEmbeddedBackend()
  site = {
    db: backend.db,
    baseUrl: backend.baseUrl,
    functionUrl: `${backend.baseUrl}/functions/v1/photos`,
    storage: backend.storage,
  }
}, 60_000)
afterAll(() => backend?.close())

describe('the embedded server’s /functions/v1/photos/* and /storage/v1', () => {
  photosContract(() => site)
})
