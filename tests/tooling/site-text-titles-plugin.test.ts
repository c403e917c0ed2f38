import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { transformWithEsbuild } from 'vite'
import { describe, expect, it } from 'vitest'
import { withoutStudioTitles } from '../../tooling/site-text-titles-plugin'
import { siteTextTables } from '../../web/src/content/site-texts/all'

const dir = path.resolve('web/src/content/site-texts')

/** Each area module as the build hands it to the plugin: TypeScript already stripped. */
async function areaModules(): Promise<{ file: string; code: string }[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts'))
  const modules = await Promise.all(
    files.map(async (file) => ({ file, source: await readFile(path.join(dir, file), 'utf8') })),
  )
  return Promise.all(
    modules
      .filter(({ source }) => source.includes('defineSiteTexts({'))
      .map(async ({ file, source }) => ({
        file,
        code: (await transformWithEsbuild(source, file, { loader: 'ts', charset: 'utf8' })).code,
      })),
  )
}

describe('the guest build without the Studio titles of «Textos del sitio»', () => {
  it('keeps every wording and drops every title of every area module', async () => {
    const modules = await areaModules()
    expect(modules).toHaveLength(Object.keys(siteTextTables).length)
    const built = modules.map(({ file, code }) => withoutStudioTitles(code, file)).join('\n')
    const entries = Object.values(siteTextTables).flatMap((table) => Object.values(table))
    const wordings = new Set(entries.map(([wording]) => wording))
    const quoted = (text: string) => JSON.stringify(text)
    expect(entries.filter(([wording]) => !built.includes(quoted(wording)))).toEqual([])
    expect(
      entries.filter(([, title]) => !wordings.has(title) && built.includes(quoted(title))),
    ).toEqual([])
  })

  it('blanks the titles out in place, so nothing else in the module moves', () => {
    const code = [
      'export const t = defineSiteTexts({',
      '  a: ["Uno", "Título de uno"],',
      '  b: [',
      '    "Dos",',
      '    "Título de dos",',
      '  ],',
      '})',
    ].join('\n')
    const built = withoutStudioTitles(code, 'x.ts')
    expect(built).toHaveLength(code.length)
    expect(built.split('\n')).toHaveLength(code.split('\n').length)
    expect(built.replace(/\s+/g, '')).toBe('exportconstt=defineSiteTexts({a:["Uno"],b:["Dos",],})')
  })

  it('refuses an entry that is not [wording, title] in two plain strings', () => {
    const table = (entry: string) => `defineSiteTexts({ a: ${entry} })`
    expect(() => withoutStudioTitles(table('["Uno"]'), 'x.ts')).toThrow(/x\.ts: each site text/)
    expect(() => withoutStudioTitles(table('["Uno", `Título`]'), 'x.ts')).toThrow()
    expect(() => withoutStudioTitles(table('["Uno", "Título", "más"]'), 'x.ts')).toThrow()
    expect(() => withoutStudioTitles('defineSiteTexts({ ...otros })', 'x.ts')).toThrow()
    expect(() => withoutStudioTitles('defineSiteTexts(tabla)', 'x.ts')).toThrow()
  })

  it('leaves every other call and array alone', () => {
    const code = 'const a = ["Uno", "Dos"]; define({ b: ["Tres", "Cuatro"] })'
    expect(withoutStudioTitles(code, 'x.ts')).toBe(code)
  })
})
