import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { denoBinary } from '../support/start-edge-function'

const root = path.resolve(import.meta.dirname, '../../..')

describe('the questions webhook on a fixed clock, under Deno', () => {
  it('refuses outdated signatures and other documents, and dates nothing after its clock', () => {
    const run = spawnSync(
      denoBinary(),
      [
        'test',
        '--check',
        '--cached-only',
        '--node-modules-dir=manual',
        '--no-prompt',
        `--config=${path.join(root, 'supabase/functions/apply-answer-rules/deno.json')}`,
        path.join(root, 'supabase/functions/tests/apply-answer-rules-clock-test.ts'),
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DENO_DIR: path.join(root, 'node_modules/.cache/deno'),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
        timeout: 120_000,
      },
    )
    const output = `${run.stdout}\n${run.stderr}`
    expect({ status: run.status, output }).toMatchObject({ status: 0 })
    // every Deno test ran and passed: none filtered out or ignored
    expect(output).toMatch(/ok \| 4 passed \| 0 failed/)
  }, 130_000)
})
