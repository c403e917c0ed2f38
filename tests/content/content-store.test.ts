import { beforeEach, describe, expect, it, vi } from 'vitest'

const fetchContent = vi.hoisted(() => vi.fn())
vi.mock('../../web/src/content/fetch-content', () => ({ fetchContent }))

const {
  clearContent,
  contentEntry,
  contentKey,
  primeContent,
  refreshContent,
  storeContent,
  subscribeToContent,
  takeContentSnapshot,
} = await import('../../web/src/content/content-store')

const query = '*[_type == "siteSettings"][0]'

beforeEach(() => {
  clearContent()
  fetchContent.mockReset()
})

describe('the content store', () => {
  it('fetches a query once and shares the request', async () => {
    fetchContent.mockResolvedValue({ partnerOne: 'Ana' })
    const first = contentEntry(query, {})
    expect(contentEntry(query, {})).toBe(first)
    await expect(first).resolves.toEqual({ partnerOne: 'Ana' })
    expect(fetchContent).toHaveBeenCalledTimes(1)
  })

  it('hands primed results to React without suspending and without a request', () => {
    primeContent({ [contentKey(query, {})]: { query, params: {}, result: { partnerOne: 'Ana' } } })
    const entry = contentEntry(query, {})
    expect(entry.status).toBe('fulfilled')
    expect(entry.value).toEqual({ partnerOne: 'Ana' })
    expect(fetchContent).not.toHaveBeenCalled()
  })

  it('snapshots every settled result with its query and params', async () => {
    fetchContent.mockResolvedValue({ _id: 'hotel-1' })
    await contentEntry('*[_id == $id][0]', { id: 'hotel-1' })
    expect(await takeContentSnapshot()).toEqual({
      [contentKey('*[_id == $id][0]', { id: 'hotel-1' })]: {
        query: '*[_id == $id][0]',
        params: { id: 'hotel-1' },
        result: { _id: 'hotel-1' },
      },
    })
  })

  it('forgets a failed request so the next reader tries again', async () => {
    fetchContent.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ ok: true })
    await expect(contentEntry(query, {})).rejects.toThrow('offline')
    await expect(contentEntry(query, {})).resolves.toEqual({ ok: true })
  })

  it('swaps in refreshed results that changed and tells its readers', async () => {
    primeContent({ [contentKey(query, {})]: { query, params: {}, result: { partnerOne: 'Ana' } } })
    const listener = vi.fn()
    subscribeToContent(listener)
    fetchContent.mockResolvedValue({ partnerOne: 'Ana María' })
    await refreshContent()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(contentEntry(query, {}).value).toEqual({ partnerOne: 'Ana María' })
  })

  it('leaves readers alone when the refreshed content is the same', async () => {
    primeContent({ [contentKey(query, {})]: { query, params: {}, result: { partnerOne: 'Ana' } } })
    const listener = vi.fn()
    subscribeToContent(listener)
    fetchContent.mockResolvedValue({ partnerOne: 'Ana' })
    await refreshContent()
    expect(listener).not.toHaveBeenCalled()
  })

  it('takes a newer result pushed by the preview and tells its readers, once per change', () => {
    primeContent({ [contentKey(query, {})]: { query, params: {}, result: { partnerOne: 'Ana' } } })
    const listener = vi.fn()
    subscribeToContent(listener)
    expect(storeContent(query, {}, { partnerOne: 'Ana (borrador)' })).toBe(true)
    expect(storeContent(query, {}, { partnerOne: 'Ana (borrador)' })).toBe(false)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(contentEntry(query, {}).value).toEqual({ partnerOne: 'Ana (borrador)' })
    expect(fetchContent).not.toHaveBeenCalled()
  })
})
