import { describe, expect, it } from 'vitest'
import { devices } from '../../bench/chromium'
import {
  builtFilesRequested,
  resourceKind,
  summariseTransfer,
  type TransferEntry,
} from '../../bench/transfer'

describe('resourceKind', () => {
  it('goes by the MIME type the server sent', () => {
    expect(resourceKind('http://x/a', 'text/javascript')).toBe('js')
    expect(resourceKind('http://x/a', 'text/css')).toBe('css')
    expect(resourceKind('http://x/a', 'image/webp')).toBe('image')
    expect(resourceKind('http://x/a', 'font/woff2')).toBe('font')
    expect(resourceKind('http://x/rest/v1/rpc/find_invitation', 'application/json')).toBe('data')
    expect(resourceKind('http://x/', 'text/html')).toBe('document')
  })

  it('falls back on the file extension when no MIME type is known', () => {
    expect(resourceKind('http://x/assets/index-abc.js?v=1')).toBe('js')
    expect(resourceKind('http://x/favicon.svg')).toBe('image')
    expect(resourceKind('http://x/whatever')).toBe('other')
  })
})

describe('summariseTransfer', () => {
  const entries: TransferEntry[] = [
    { url: 'http://127.0.0.1:4000/', kind: 'document', bytes: 900, status: 200 },
    { url: 'http://127.0.0.1:4000/assets/index.js', kind: 'js', bytes: 238_000, status: 200 },
    { url: 'http://127.0.0.1:4000/assets/lazy.js', kind: 'js', bytes: 29_000, status: 200 },
    { url: 'https://fonts.example.com/a.woff2', kind: 'font', bytes: 19_000, status: 200 },
  ]
  const summary = summariseTransfer('http://127.0.0.1:4000/', devices.phone, entries)

  it('adds every response up, in total and per kind', () => {
    expect(summary.requests).toBe(4)
    expect(summary.totalBytes).toBe(286_900)
    expect(summary.bytesByKind.js).toBe(267_000)
    expect(summary.bytesByKind.css).toBe(0)
  })

  it('names requests to any host other than the site', () => {
    expect(summary.thirdPartyRequests).toEqual(['https://fonts.example.com/a.woff2'])
  })

  it('lists the build files the page requested, relative to the build folder', () => {
    expect(builtFilesRequested(summary)).toEqual(['assets/index.js', 'assets/lazy.js'])
  })
})
