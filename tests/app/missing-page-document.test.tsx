// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

type Document = { _id: string }

// A dataset from before pages were lists of sections: no homePage document.
vi.mock('virtual:embedded-dataset', async (importOriginal) => {
  const { default: documents } = await importOriginal<{ default: Document[] }>()
  return { default: documents.filter((document) => document._id !== 'homePage') }
})

const { renderPage } = await import('../../web/src/app/server-entry')

describe('prerendering a page whose page document is missing', () => {
  it('fails the build with what to do, rather than writing a blank invitation', async () => {
    const rendering = renderPage('/', Date.parse('2025-09-15T12:00:00Z'))
    await expect(rendering).rejects.toThrow(/no "homePage" document.*npm run content:import/)
  })

  it('still renders the pages whose documents are there', async () => {
    const page = await renderPage('/story', Date.parse('2025-09-15T12:00:00Z'))
    expect(page.html).toContain('id="story"')
  })
})
