import { describe, expect, it } from 'vitest'
import { supabaseFromEnv } from '../../../web/src/config/supabase-project'

describe('supabaseFromEnv', () => {
  it('uses the embedded API when neither variable is set', () => {
    expect(supabaseFromEnv({})).toBeNull()
    expect(supabaseFromEnv({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' })).toBeNull()
  })

  it('talks to Supabase when both are set', () => {
    expect(
      supabaseFromEnv({
        VITE_SUPABASE_URL: ' https://abc.supabase.co ',
        VITE_SUPABASE_ANON_KEY: 'anon-key',
      }),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon-key' })
  })

  it('fails loudly with the spec’s message when the URL is missing', () => {
    expect(() => supabaseFromEnv({ VITE_SUPABASE_ANON_KEY: 'anon-key' })).toThrow(
      new Error('supabaseUrl is required.'),
    )
  })

  it('fails loudly with the spec’s message when the key is missing', () => {
    expect(() => supabaseFromEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      new Error('supabaseKey is required.'),
    )
  })

  it('rejects a URL that is not http(s)', () => {
    expect(() =>
      supabaseFromEnv({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).toThrow('VITE_SUPABASE_URL "abc.supabase.co" is not an http(s) URL')
  })
})
