import path from 'node:path'
import { parseAst, type Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

const isString = (node: unknown): node is Node & { value: string } =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string'

function* nodesOf(node: Node): Generator<Node> {
  yield node
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* nodesOf(child)
    }
  }
}

/**
 * The same JavaScript with every `key: [wording, studioTitle]` entry of its
 * `defineSiteTexts({...})` tables cut to `key: [wording]`, the title blanked out with spaces so
 * nothing else moves (the module's source map stays right). An entry of any other shape is an
 * error, so a title never reaches the guests unseen.
 */
export function withoutStudioTitles(code: string, file: string): string {
  const cuts: { from: number; to: number }[] = []
  for (const node of nodesOf(parseAst(code) as unknown as Node)) {
    const [table] = (node.arguments ?? []) as Node[]
    const callee = node.callee as Node | undefined
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier') continue
    if (callee.name !== 'defineSiteTexts') continue
    if (table?.type !== 'ObjectExpression') throw new Error(`${file}: a table must be an object`)
    for (const entry of table.properties as Node[]) {
      const value = entry.value as Node | undefined
      const [wording, title, ...rest] = (value?.elements ?? []) as Node[]
      if (
        value?.type !== 'ArrayExpression' ||
        !isString(wording) ||
        !isString(title) ||
        rest.length
      ) {
        const where = code.slice(entry.start, entry.end).split('\n')[0]
        throw new Error(
          `${file}: each site text is [wording, Studio title], two plain strings: ${where}`,
        )
      }
      cuts.push({ from: wording.end, to: title.end })
    }
  }
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  return cuts.reduceRight(
    (text, { from, to }) => text.slice(0, from) + blank(text.slice(from, to)) + text.slice(to),
    code,
  )
}

/**
 * Builds of the guest site leave out the Studio titles of «Textos del sitio». Each text is
 * written once, in its area module of `web/src/content/site-texts/`, as `[wording, Studio
 * title]`; the site reads only the wording, and the Studio, built by Sanity rather than by this
 * config, keeps both. Without this, the titles weighed about 0.6 kB gzip on the first screen.
 */
export function siteTextTitlesOut(siteTextsDir: string): Plugin {
  const dir = path.resolve(siteTextsDir) + path.sep
  return {
    name: 'site-text-titles-out',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(dir) || !code.includes('defineSiteTexts(')) return null
      return { code: withoutStudioTitles(code, path.relative(process.cwd(), id)), map: null }
    },
  }
}
