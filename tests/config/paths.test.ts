import { describe, expect, it } from 'vitest'
import { prerenderedPaths, routeFor, siteRoutes } from '../../web/src/config/paths'

describe('the route table', () => {
  it('expands the project route into one address per project of the content', () => {
    const paths = prerenderedPaths({ portfolioProjectNumbers: [1, 2] })
    expect(paths).toContain('/project-single/1')
    expect(paths).toContain('/project-single/2')
    expect(paths).not.toContain('/project-single/:id')
    expect(paths).toHaveLength(siteRoutes.length + 1)
  })

  it('holds every address of the spec, the /home and /rsvp-form aliases included', () => {
    const paths = prerenderedPaths({ portfolioProjectNumbers: [] })
    for (const path of ['/', '/home', '/rsvp', '/rsvp-form', '/accomodation', '/404', '/login'])
      expect(paths).toContain(path)
  })

  it('finds the route of an address, with or without a trailing slash', () => {
    expect(routeFor('/story')?.page).toBe('story')
    expect(routeFor('/story/')?.page).toBe('story')
    expect(routeFor('/project-single/42')?.page).toBe('projectSingle')
    expect(routeFor('/rsvp-form')?.page).toBe('rsvp')
  })

  it('knows no route for an address outside the table', () => {
    expect(routeFor('/home3')).toBeUndefined()
    expect(routeFor('/project-single/1/extra')).toBeUndefined()
    expect(routeFor('/storyx')).toBeUndefined()
  })

  it('marks only the invitation pages as public, and each alias with the page it repeats', () => {
    const publicPatterns = siteRoutes.filter((route) => route.visibility === 'public')
    expect(publicPatterns.map((route) => route.pattern)).toEqual([
      '/',
      '/story',
      '/accomodation',
      '/rsvp',
      '/gallery',
      '/fotos',
    ])
    for (const route of siteRoutes.filter((candidate) => candidate.visibility === 'alias'))
      expect(siteRoutes.some((other) => other.pattern === route.aliasOf)).toBe(true)
  })
})
