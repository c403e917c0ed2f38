import { describe, expect, it, vi } from 'vitest'
import type { Rolldown } from 'vite'
import { buildLogs } from '../../tooling/hosting/build-logs'

const directive = (id: string): Rolldown.RollupLog => ({
  code: 'MODULE_LEVEL_DIRECTIVE',
  message: 'Module level directives cause errors when bundled',
  id,
})

/** What the build prints of one log. */
function printed(log: Rolldown.RollupLog, level: Rolldown.LogLevel = 'warn') {
  const handler = vi.fn()
  buildLogs.call({} as never, level, log, handler)
  return handler.mock.calls
}

describe("the site build's logs", () => {
  it('drop the directive the React Compiler runtime loses in the bundle, on any system’s paths', () => {
    expect(printed(directive('/repo/node_modules/react-compiler-runtime/dist/index.js'))).toEqual(
      [],
    )
    expect(
      printed(directive('C:\\repo\\node_modules\\react-compiler-runtime\\dist\\index.js')),
    ).toEqual([])
  })

  it('print every other log: the same directive elsewhere, other warnings of that module, errors', () => {
    const ours = directive('/repo/web/src/app/main.tsx')
    expect(printed(ours)).toEqual([['warn', ours]])
    const similar = directive('/repo/node_modules/not-react-compiler-runtime-fork/index.js')
    expect(printed(similar)).toEqual([['warn', similar]])
    const other = {
      code: 'EVAL',
      message: 'eval',
      id: '/repo/node_modules/react-compiler-runtime/x.js',
    }
    expect(printed(other)).toEqual([['warn', other]])
    const noId = { code: 'MODULE_LEVEL_DIRECTIVE', message: 'directive' }
    expect(printed(noId, 'info')).toEqual([['info', noId]])
  })
})
