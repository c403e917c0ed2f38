import type { BuildChunk, BuildOutput } from '../../tooling/build-output'
import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { personalLinkChunks } from '../../tooling/early-lookup'

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as BuildChunk

const output: BuildOutput[number][] = [
  chunk('assets/index.js', ['/repo/web/src/app/main.tsx'], ['assets/react.js'], true),
  chunk('assets/react.js', ['/repo/node_modules/react/index.js']),
  chunk(
    'assets/rsvp-lookup.js',
    ['/repo/web/src/app/routes/rsvp-lookup.tsx'],
    ['assets/react.js', 'assets/guest-list.js'],
  ),
  chunk('assets/guest-list.js', ['/repo/web/src/lib/guest-list/guest-record.ts']),
  chunk('assets/dashboard.js', ['/repo/web/src/app/couple-dashboard/couple-dashboard-page.tsx']),
  { type: 'asset', fileName: 'assets/index.css' } as Rolldown.OutputAsset,
]

describe("a personal link's chunks", () => {
  it('are the entry first, then the form and what it imports that the entry does not', () => {
    expect(personalLinkChunks(output, ['web/src/app/routes/rsvp-lookup.tsx'])).toEqual([
      '/assets/index.js',
      '/assets/rsvp-lookup.js',
      '/assets/guest-list.js',
    ])
  })

  it('fail the build when no chunk holds a module they need', () => {
    expect(() => personalLinkChunks(output, ['web/src/app/routes/gone.tsx'])).toThrow(
      'No chunk of the build holds web/src/app/routes/gone.tsx',
    )
  })
})
