import { describe, expect, it } from 'vitest'
import {
  isStudioPreviewRequest,
  studioPreviewParam,
} from '../../../web/src/content/preview/studio-preview-request'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const blockedStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
} as unknown as Storage

type Arrival = { framed?: boolean; opened?: boolean; search?: string; storage?: Storage }

function windowFor({ framed = false, opened = false, search = '', storage }: Arrival) {
  const self = {} as Window
  return {
    self,
    top: framed ? ({} as Window) : self,
    opener: opened ? ({} as Window) : null,
    location: { search } as Location,
    sessionStorage: storage ?? memoryStorage(),
  }
}

const asked = `?${studioPreviewParam}=drafts`

describe('whether the Studio opened the page for its preview', () => {
  it('is never so for a guest who opens the page, even with the parameter in the address', () => {
    expect(isStudioPreviewRequest(windowFor({}))).toBe(false)
    expect(isStudioPreviewRequest(windowFor({ search: asked }))).toBe(false)
  })

  it('is so in the Presentation frame and in the tab it opens, with its parameter', () => {
    expect(isStudioPreviewRequest(windowFor({ framed: true, search: asked }))).toBe(true)
    expect(isStudioPreviewRequest(windowFor({ opened: true, search: asked }))).toBe(true)
  })

  it('is not so for a page framed or opened by anything else', () => {
    expect(isStudioPreviewRequest(windowFor({ framed: true }))).toBe(false)
    expect(isStudioPreviewRequest(windowFor({ opened: true, search: '?invitation=001' }))).toBe(
      false,
    )
  })

  it('stays so on a reload in the same frame after the address lost the parameter', () => {
    const storage = memoryStorage()
    expect(isStudioPreviewRequest(windowFor({ framed: true, search: asked, storage }))).toBe(true)
    expect(isStudioPreviewRequest(windowFor({ framed: true, search: '', storage }))).toBe(true)
    expect(isStudioPreviewRequest(windowFor({ framed: false, search: '', storage }))).toBe(false)
  })

  it('goes by the parameter alone when the frame may not use storage', () => {
    const storage = blockedStorage
    expect(isStudioPreviewRequest(windowFor({ framed: true, search: asked, storage }))).toBe(true)
    expect(isStudioPreviewRequest(windowFor({ framed: true, storage }))).toBe(false)
  })
})
