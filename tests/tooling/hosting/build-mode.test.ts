import { describe, expect, it } from 'vitest'
import {
  describeSources,
  embeddedMode,
  productionBackendProblem,
} from '../../../tooling/hosting/build-mode'

const supabase = {
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon-key',
}

describe('the production build', () => {
  it('stops without Supabase settings, with the spec message and the variables to set', () => {
    const problem = productionBackendProblem({}, 'production')
    expect(problem?.split('\n')[0]).toBe('supabaseUrl is required.')
    expect(problem).toContain('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY')
    expect(problem).toContain('npm start')
  })

  it('stops with "supabaseKey is required." when only the URL is set', () => {
    const problem = productionBackendProblem(
      { VITE_SUPABASE_URL: supabase.VITE_SUPABASE_URL },
      'production',
    )
    expect(problem?.split('\n')[0]).toBe('supabaseKey is required.')
  })

  it('goes on with both Supabase settings', () => {
    expect(productionBackendProblem(supabase, 'production')).toBeNull()
  })

  it('goes on without them in the embedded mode of npm start', () => {
    expect(productionBackendProblem({}, embeddedMode)).toBeNull()
  })
})

describe('the sources a build names', () => {
  it('names the embedded dataset and database when nothing is configured', () => {
    expect(describeSources({})).toEqual([
      'Content: embedded dataset (content/data.ndjson), built into the site',
      'RSVP: embedded database of the preview server (npm start only, not a static host)',
    ])
  })

  it('names the Sanity project and the Supabase URL when they are configured', () => {
    const lines = describeSources({ ...supabase, VITE_SANITY_PROJECT_ID: 'abc123' })
    expect(lines[0]).toBe('Content: Sanity project abc123, dataset production (API CDN)')
    expect(lines[1]).toBe('RSVP: Supabase at https://abcdefgh.supabase.co')
  })
})
