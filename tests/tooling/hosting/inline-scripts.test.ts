import { describe, expect, it } from 'vitest'
import {
  inlineScriptHashes,
  inlineScripts,
  scriptHash,
} from '../../../tooling/hosting/inline-scripts'

describe('inline scripts of a built page', () => {
  it('finds the scripts a browser runs and leaves out external scripts and JSON data', () => {
    const html = [
      '<script>var a=1</script>',
      '<script type="module">import("/x.js")</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/json" id="prerendered-page">{"a":1}</script>',
    ].join('')
    expect(inlineScripts(html)).toEqual(['var a=1', 'import("/x.js")'])
  })

  it('hashes a script as the browser does (the example of the CSP specification)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    )
  })

  it('lists each distinct script of every page once', () => {
    const hashes = inlineScriptHashes([
      '<script>a()</script>',
      '<script>a()</script><script>b()</script>',
    ])
    expect(hashes).toEqual([scriptHash('a()'), scriptHash('b()')].sort())
  })
})
