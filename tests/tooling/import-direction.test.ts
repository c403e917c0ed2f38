import { Linter } from 'eslint'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importDirection } from '../../tooling/eslint/import-direction.js'

const root = path.resolve('web/src')

function lint(file: string, code: string): string[] {
  const linter = new Linter({ cwd: process.cwd() })
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          plugins: { local: importDirection },
          rules: { 'local/import-direction': ['error', { srcRoot: 'web/src' }] },
        },
      ],
      path.join(root, file),
    )
    .map((message) => message.message)
}

describe('the import direction lint rule', () => {
  it('fails a feature that imports another feature, statically or on demand', () => {
    expect(lint('features/shop/utils/x.ts', "import { a } from '../../rsvp/labels'")).toEqual([
      'the "shop" feature may not import the "rsvp" feature; compose them in an app route (../../rsvp/labels)',
    ])
    expect(lint('features/shop/x.ts', "export const p = import('../video/labels')")).toHaveLength(1)
  })

  it('fails a feature that imports the app, and shared code that imports a feature', () => {
    expect(lint('features/shop/x.ts', "import { App } from '../../app/app'")).toHaveLength(1)
    expect(lint('lib/x.ts', "export { labels } from '../features/rsvp/labels'")).toHaveLength(1)
    expect(lint('components/x.ts', "import { App } from '../app/app'")).toHaveLength(1)
  })

  it('lets the app compose features, and features use shared code and their own files', () => {
    expect(lint('app/routes/x.ts', "import { a } from '../../features/rsvp/labels'")).toEqual([])
    expect(lint('features/shop/components/x.ts', "import { a } from '../utils/cart'")).toEqual([])
    expect(lint('features/shop/x.ts', "import { a } from '../../components/section'")).toEqual([])
    expect(lint('features/shop/x.ts', "import { atom } from 'jotai'")).toEqual([])
  })
})
