import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publishApi, publishedApiFile, runningApi } from '../../server/rsvp/published-api'
import { carriesServiceKey, newServiceKey, withServiceKey } from '../../server/rsvp/service-key'
import type { PGliteInterface } from '@electric-sql/pglite'

let dataDir: string

beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'published-api-')), 'rsvp')
})
afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }))

const api = { url: 'http://127.0.0.1:5173', serviceKey: newServiceKey() }

describe('the running site’s notice to the command line', () => {
  it('tells where the API is and its key, to its owner only, until it is withdrawn', async () => {
    expect(await runningApi(dataDir)).toBeNull()
    const withdraw = await publishApi(dataDir, api)
    expect(await runningApi(dataDir)).toEqual(api)
    expect((await stat(publishedApiFile(dataDir))).mode & 0o777).toBe(0o600)
    await withdraw?.()
    expect(await runningApi(dataDir)).toBeNull()
  })

  it('is ignored, then replaced, when the site that wrote it is gone', async () => {
    const gone = { owner: '999999999 1', url: 'http://127.0.0.1:9', serviceKey: 'sb_secret_old' }
    await writeFile(publishedApiFile(dataDir), JSON.stringify(gone))
    expect(await runningApi(dataDir)).toBeNull()
    expect(await publishApi(dataDir, api)).toBeTypeOf('function')
    expect(await runningApi(dataDir)).toEqual(api)
  })

  it('leaves a running site’s notice alone: that site holds the folder', async () => {
    // the parent process (the test runner) stands in for another running site
    const other = JSON.stringify({
      owner: String(process.ppid),
      url: 'http://127.0.0.1:4173',
      serviceKey: 'sb_secret_x',
    })
    await writeFile(publishedApiFile(dataDir), other)
    expect(await publishApi(dataDir, api)).toBeNull()
    expect(await readFile(publishedApiFile(dataDir), 'utf8')).toBe(other)
  })

  it('is not read when it is not a notice', async () => {
    for (const text of [
      '',
      'null',
      '[]',
      '{"owner": 1}',
      `{"owner": "${process.pid}", "url": 5}`,
    ]) {
      await writeFile(publishedApiFile(dataDir), text)
      expect(await runningApi(dataDir)).toBeNull()
    }
  })
})

describe('the service-role key', () => {
  const key = newServiceKey()
  const db = {} as PGliteInterface

  it('is 256 random bits, new each time', () => {
    expect(key).toMatch(/^sb_secret_[\w-]{43}$/)
    expect(newServiceKey()).not.toBe(key)
  })

  it('makes a request the service role only when the bearer is exactly the key', async () => {
    const authorize = withServiceKey(key)
    expect(await authorize(db, `Bearer ${key}`)).toEqual({ ok: true, role: 'service_role' })
    expect(await authorize(db, `bearer   ${key} `)).toEqual({ ok: true, role: 'service_role' })
    for (const other of [
      undefined,
      '',
      key,
      `Bearer ${key.toUpperCase()}`,
      `Bearer ${key}x`,
      `Bearer ${key.slice(0, -1)}`,
      `Bearer ${key} ${key}`,
      'Bearer sb_secret_',
      `Basic ${key}`,
    ]) {
      expect(carriesServiceKey(other, key)).toBe(false)
      expect(await authorize(db, other)).toEqual({ ok: true, role: 'anon' })
    }
  })
})
