import { describe, expect, it } from 'vitest'
import {
  sanityApiOrigins,
  sanityClientSettings,
  sanityTargetFromEnv,
} from '../../web/src/config/sanity-api'
import { sanityProjectFromEnv } from '../../web/src/config/sanity-project'
import { sanityStudioUrlFromEnv } from '../../web/src/config/sanity-studio'

describe('the Sanity project the site reads', () => {
  it('is none without a project id: the embedded dataset', () => {
    expect(sanityProjectFromEnv({})).toBeNull()
    expect(sanityProjectFromEnv({ VITE_SANITY_PROJECT_ID: '  ' })).toBeNull()
  })

  it("is called on its own host names of Sanity's API by default", () => {
    expect(sanityProjectFromEnv({ VITE_SANITY_PROJECT_ID: 'abc123' })).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-02-19',
    })
    const project = sanityTargetFromEnv({ VITE_SANITY_PROJECT_ID: 'abc123' })
    if (!project) throw new Error('no project')
    expect(project.apiHost).toBeNull()
    expect(sanityClientSettings(project)).not.toHaveProperty('apiHost')
    expect(sanityApiOrigins(project)).toEqual([
      'https://abc123.apicdn.sanity.io',
      'https://abc123.api.sanity.io',
    ])
  })

  it('can be read from another API host, called as it is with the project in a header', () => {
    const project = sanityTargetFromEnv({
      VITE_SANITY_PROJECT_ID: 'abc123',
      VITE_SANITY_API_HOST: 'http://127.0.0.1:4300/',
    })
    if (!project) throw new Error('no project')
    expect(sanityClientSettings(project)).toMatchObject({
      apiHost: 'http://127.0.0.1:4300',
      useProjectHostname: false,
    })
    expect(sanityApiOrigins(project)).toEqual(['http://127.0.0.1:4300'])
  })

  it('refuses an API host that is not an origin', () => {
    expect(() =>
      sanityTargetFromEnv({ VITE_SANITY_PROJECT_ID: 'abc', VITE_SANITY_API_HOST: 'api/v1' }),
    ).toThrow('VITE_SANITY_API_HOST "api/v1" is not an origin like https://host:port')
  })
})

describe("the couple's Studio address", () => {
  it('is read without its trailing slash, or null when unset', () => {
    expect(sanityStudioUrlFromEnv({})).toBeNull()
    expect(sanityStudioUrlFromEnv({ VITE_SANITY_STUDIO_URL: 'https://boda.sanity.studio/' })).toBe(
      'https://boda.sanity.studio',
    )
  })

  it('must be an http(s) URL', () => {
    expect(() => sanityStudioUrlFromEnv({ VITE_SANITY_STUDIO_URL: 'boda studio' })).toThrow(
      'VITE_SANITY_STUDIO_URL "boda studio" is not an http(s) URL',
    )
  })
})
