import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { migrationFiles } from '../../server/rsvp/open-database'

const createFunction = /^create (?:or replace )?function\s+([\w.]+)\s*\(/gim

describe('the migrations', () => {
  it('start from a baseline that defines each function once (later ones may replace one)', async () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const { file } of await migrationFiles()) {
      if (!file.includes('_baseline_')) continue
      for (const [, name] of (await readFile(file, 'utf8')).matchAll(createFunction)) {
        const key = name!.toLowerCase()
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${file})`)
        seen.set(key, file)
      }
    }
    expect(seen.size).toBeGreaterThan(40)
    expect(twice).toEqual([])
  })
})
