import { describe, expect, it } from 'vitest'
import { fellBackToIndex } from '../../tooling/not-found-page-plugin'

describe("the preview server's not-found answer", () => {
  it('applies where Vite fell back to the home page for an address without its own file', () => {
    expect(fellBackToIndex('/home3', '/index.html')).toBe(true)
    expect(fellBackToIndex('/project-single/99?x=1', '/index.html')).toBe(true)
    expect(fellBackToIndex('//evil.example/', '/index.html')).toBe(true)
  })

  it('leaves the home page and every address with its own file alone', () => {
    expect(fellBackToIndex('/', '/index.html')).toBe(false)
    expect(fellBackToIndex('/index.html', '/index.html')).toBe(false)
    expect(fellBackToIndex('/rsvp?invitation=001', '/rsvp.html')).toBe(false)
    expect(fellBackToIndex('/assets/app.js', '/assets/app.js')).toBe(false)
  })
})
