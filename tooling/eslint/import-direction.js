import path from 'node:path'

/**
 * Imports in web/src run one way: shared (components, config, content, lib) → features → app.
 * A feature never imports another feature or the app; shared code imports neither. The model is
 * bulletproof-react's import/no-restricted-paths zones, here on resolved relative paths.
 */
const sharedFolders = ['components', 'config', 'content', 'lib']

/** Where a file sits: { layer: 'app' | 'feature' | 'shared', feature? } or null outside web/src. */
function layerOf(file, srcRoot) {
  const relative = path.relative(srcRoot, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [top, second] = relative.split(path.sep)
  if (top === 'app') return { layer: 'app' }
  if (top === 'features' && second && second !== relative.split(path.sep).at(-1))
    return { layer: 'feature', feature: second }
  if (sharedFolders.includes(top)) return { layer: 'shared' }
  return null
}

function violation(from, to) {
  if (!from || !to) return null
  if (from.layer === 'shared' && to.layer !== 'shared')
    return `shared code may not import from ${to.layer === 'app' ? 'the app' : `the "${to.feature}" feature`}`
  if (from.layer === 'feature' && to.layer === 'app')
    return `the "${from.feature}" feature may not import from the app; let an app route compose it`
  if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature)
    return `the "${from.feature}" feature may not import the "${to.feature}" feature; compose them in an app route`
  return null
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports in web/src run shared → features → app' },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'] },
    ],
  },
  create(context) {
    const srcRoot = path.resolve(context.cwd, context.options[0].srcRoot)
    const from = layerOf(context.filename, srcRoot)
    if (!from) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const message = violation(
        from,
        layerOf(path.resolve(path.dirname(context.filename), source), srcRoot),
      )
      if (message) context.report({ node: node.source, message: `${message} (${source})` })
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}

export const importDirection = { rules: { 'import-direction': rule } }
