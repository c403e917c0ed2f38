// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  isSamePage,
  pageDataId,
  readPageData,
  serializePageData,
  servedPageFits,
  type PageData,
} from '../../web/src/app/prerender/page-data'

const data: PageData = {
  path: '/',
  renderedAt: Date.UTC(2026, 10, 21),
  content: {
    k: { query: 'q', params: {}, result: { quote: '</script><script>alert(1)</script> <!--' } },
  },
}

describe('prerendered page data', () => {
  it('survives a round trip through a script element, even with markup in the content', () => {
    document.body.innerHTML = `<script type="application/json" id="${pageDataId}">${serializePageData(data)}</script>`
    expect(document.scripts).toHaveLength(1)
    expect(readPageData(document)).toEqual(data)
  })

  it('reads as absent when the page has none or it is not JSON', () => {
    document.body.innerHTML = ''
    expect(readPageData(document)).toBeNull()
    document.body.innerHTML = `<script type="application/json" id="${pageDataId}">{oops</script>`
    expect(readPageData(document)).toBeNull()
  })

  it('matches a path with or without a trailing slash, and nothing else', () => {
    expect(isSamePage('/story', '/story/')).toBe(true)
    expect(isSamePage('/', '/')).toBe(true)
    expect(isSamePage('/', '/home')).toBe(false)
    expect(isSamePage('/rsvp', '/rsvp-form')).toBe(false)
  })
})

describe('whether the served HTML is the address’s own page', () => {
  it('is for the page rendered for that address', () => {
    expect(servedPageFits('/story', '/story')).toBe(true)
    expect(servedPageFits('/story', '/story/')).toBe(true)
    expect(servedPageFits('/', '/home')).toBe(false)
  })

  it('is for the not-found page on an address the table does not know, and only there', () => {
    expect(servedPageFits('/404', '/home3')).toBe(true)
    expect(servedPageFits('/404', '/404')).toBe(true)
    expect(servedPageFits('/404', '/project-single/99')).toBe(false)
    expect(servedPageFits('/404', '/story')).toBe(false)
  })
})
