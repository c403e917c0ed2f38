import { describe, expect, it } from 'vitest'
import { failingAudits, figuresFromLhr, medianFigures } from '../../bench/lighthouse'

const lhr = (performance: number | null, lcp: number) => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 0.93 },
    'best-practices': { score: 1 },
    seo: { score: 0.917 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 1200 },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 250 },
    'cumulative-layout-shift': { numericValue: 0.004 },
  },
})

describe('figuresFromLhr', () => {
  it('reads category scores out of 100 and the metrics in milliseconds', () => {
    expect(figuresFromLhr(lhr(0.58, 20_000))).toEqual({
      performance: 58,
      accessibility: 93,
      bestPractices: 100,
      seo: 92,
      fcp: 1200,
      lcp: 20_000,
      tbt: 250,
      cls: 0.004,
    })
  })

  it('leaves a score out when Lighthouse could not compute it', () => {
    expect(figuresFromLhr(lhr(null, 1)).performance).toBeUndefined()
  })
})

describe('medianFigures', () => {
  it('takes each figure’s median on its own', () => {
    const runs = [lhr(0.7, 3000), lhr(0.9, 9000), lhr(0.8, 1000)].map(figuresFromLhr)
    expect(medianFigures(runs)).toMatchObject({ performance: 80, lcp: 3000, tbt: 250 })
  })
})

describe('failingAudits', () => {
  it('names the weighted audits that lost points, and none that passed or carry no weight', () => {
    const audits = failingAudits({
      categories: {
        performance: { score: 0.5, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
        seo: {
          score: 0.92,
          auditRefs: [
            { id: 'robots-txt', weight: 1 },
            { id: 'document-title', weight: 1 },
            { id: 'structured-data', weight: 0 },
          ],
        },
      },
      audits: {
        'largest-contentful-paint': { score: 0.1, title: 'LCP' },
        'robots-txt': { score: 0, title: 'robots.txt is not valid' },
        'document-title': { score: 1, title: 'Document has a title' },
        'structured-data': { score: 0, title: 'Structured data is valid' },
      },
    })
    expect(audits).toEqual(['seo: robots-txt (robots.txt is not valid)'])
  })
})
