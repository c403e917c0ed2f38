import type { Rolldown } from 'vite'

type OnLog = NonNullable<Rolldown.InputOptions['onLog']>

/**
 * Rolldown's onLog for the site's build: every log goes on, except the warning that the bundle
 * drops the React Compiler runtime's module-level "use no memo". That directive only tells the
 * compiler, which ran when the package was built, to leave the module alone; a bundle cannot keep
 * a module's directives, and the warning would be printed by every build.
 */
export const buildLogs: OnLog = (level, log, handler) => {
  const id = log.id?.replaceAll('\\', '/') ?? ''
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && id.includes('/node_modules/react-compiler-runtime/'))
    return
  handler(level, log)
}
