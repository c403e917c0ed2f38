import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { migrationFiles } from '../../server/rsvp/open-database'

const createFunction = /^create (?:or replace )?function\s+([\w.]+)\s*\(/gim

describe('the migrations', () => {
  // A migration that changes a function takes its definition over from the older file (which keeps
  // a pointer): databases that ran the older file get the new body from `create or replace`,
  // fresh ones get it only here, so the live body is in one file.
  it('define each function once, in the newest migration that changed it', async () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const { file } of await migrationFiles()) {
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
