import { describe, expect, it } from 'vitest'
import { devices } from '../../bench/chromium'
import type { ViewBundle } from '../../bench/bundle-size'
import { collectMetrics } from '../../bench/results'
import { summariseTransfer } from '../../bench/transfer'

const bundle = (view: string, firstViewJsGzip: number): ViewBundle => ({
  view,
  staticJs: [],
  staticCss: [],
  lazyLoaded: [],
  staticJsGzip: 0,
  staticCssGzip: 0,
  firstViewJsGzip,
  firstViewCssGzip: 0,
  previewCodeGzip: 0,
})

describe('collectMetrics', () => {
  const metrics = collectMetrics({
    bundles: [bundle('/', 266_000), bundle('/rsvp?invitation=001', 330_000)],
    transfer: [
      summariseTransfer('http://127.0.0.1:4000/', devices.phone, [
        { url: 'http://127.0.0.1:4000/a.js', kind: 'js', bytes: 400, status: 200 },
      ]),
    ],
    lighthouse: [
      {
        path: '/rsvp',
        runs: [],
        median: { performance: 71, cls: 0.01 },
        failingAudits: [],
        warnings: [],
      },
    ],
    axe: [{ route: '/', viewport: 'desktop', violations: [], error: undefined }],
    arrival: [
      {
        path: '/rsvp?invitation=001',
        runs: [
          { nameMs: 1400, liveMs: 1500, scriptBytes: 110_000, cls: 0 },
          { nameMs: 1200, liveMs: 1900, scriptBytes: 118_000, cls: 0.02 },
          { nameMs: 1300, liveMs: 1600, scriptBytes: 112_000, cls: 0 },
        ],
      },
    ],
    task: {
      invitations: ['005', '007', '008'],
      runs: [
        { nameMs: 900, tapMs: 2100, typedMs: 2600, savedMs: 3400, scriptBytes: 140_000 },
        { nameMs: 1000, tapMs: 1900, typedMs: 2400, savedMs: 3100, scriptBytes: 146_000 },
        { nameMs: 800, tapMs: 2000, typedMs: 2500, savedMs: 3200, scriptBytes: 141_000 },
      ],
    },
    rsvp: [
      {
        function: 'respond_invitation',
        clients: 10,
        requests: 500,
        errors: 0,
        p50: 20,
        p95: 58,
        p99: 70,
        mean: 25,
        requestsPerSecond: 370,
      },
    ],
  })

  it('names each figure by section, subject and figure, as budgets.json refers to them', () => {
    expect(metrics).toMatchObject({
      'bytes./.firstViewJs': 266_000,
      'bytes./rsvp?invitation=001.firstViewJs': 330_000,
      'transfer./.total': 400,
      'transfer./.js': 400,
      'lighthouse./rsvp.performance': 71,
      'lighthouse./rsvp.cls': 0.01,
      'axe.worstRoute': 0,
      'rsvp.respond_invitation.10.p95': 58,
    })
  })

  it("takes a personal link's median timings and its worst bytes and layout shift", () => {
    expect(metrics).toMatchObject({
      'arrival./rsvp?invitation=001.nameMs': 1300,
      'arrival./rsvp?invitation=001.liveMs': 1600,
      'arrival./rsvp?invitation=001.scriptBytes': 118_000,
      'arrival./rsvp?invitation=001.cls': 0.02,
    })
  })

  it("takes a guest's whole task's median timings and its worst bytes before saving", () => {
    expect(metrics).toMatchObject({
      'task.attend.nameMs': 900,
      'task.attend.tapMs': 2000,
      'task.attend.typedMs': 2500,
      'task.attend.savedMs': 3200,
      'task.attend.scriptBytes': 146_000,
    })
  })

  it('has no Lighthouse figures when Lighthouse was skipped', () => {
    const skipped = collectMetrics({
      bundles: [],
      transfer: [],
      lighthouse: null,
      axe: [],
      arrival: [],
      rsvp: [],
    })
    expect(Object.keys(skipped)).toEqual([])
  })
})
