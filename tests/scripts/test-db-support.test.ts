import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findPostgres } from '../../scripts/test-db/postgres-install'
import { parseTap, tapPassed } from '../../scripts/test-db/tap'

describe('reading pgTAP output', () => {
  it('passes a file whose every planned test ran and passed', () => {
    const result = parseTap('1..2\nok 1 - anon cannot select\nok 2 - anon finds 001\n')
    expect(result).toMatchObject({ planned: 2, passed: 2, failed: [] })
    expect(tapPassed(result)).toBe(true)
  })

  it('fails a file with a failed test, and keeps its diagnostics', () => {
    const result = parseTap(
      '1..2\nok 1 - a\nnot ok 2 - exactly 10\n# Failed test 2\n#   have: 12\n#   want: 10\n',
    )
    expect(result.failed).toEqual(['not ok 2 - exactly 10'])
    expect(result.diagnostics).toContain('#   have: 12')
    expect(tapPassed(result)).toBe(false)
  })

  it('fails a file that stopped before its plan was done, or had no plan', () => {
    expect(tapPassed(parseTap('1..3\nok 1 - a\n'))).toBe(false)
    expect(tapPassed(parseTap('ok 1 - a\n'))).toBe(false)
  })
})

describe('finding PostgreSQL 15', () => {
  it('names the Debian packages to install when nothing is there', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'no-postgres-'))
    try {
      const found = findPostgres([empty])
      expect(found).toEqual({ ok: false, missing: [expect.stringContaining('postgresql-15')] })
    } finally {
      await rm(empty, { recursive: true, force: true })
    }
  })
})
