import { describe, expect, it } from 'vitest'
import {
  isHomePath,
  offsetForSection,
  sectionIdOf,
  submenuOf,
} from '../../../web/src/features/navigation/utils/menu-links'
import { layoutFixture } from './layout-fixture'
import { incomplete } from '../../support/incomplete'

const menu = layoutFixture.navigation?.menu ?? []

describe('menu links', () => {
  it('reads the section of a "#section" link and none of a route', () => {
    expect(sectionIdOf('#events')).toBe('events')
    expect(sectionIdOf('/rsvp')).toBeNull()
    expect(sectionIdOf('#')).toBeNull()
  })

  it('treats / and /home as the home page', () => {
    expect(isHomePath('/')).toBe(true)
    expect(isHomePath('/home')).toBe(true)
    expect(isHomePath('/story')).toBe(false)
  })

  it('uses the offset of the item that links to a section, or none', () => {
    expect(offsetForSection(menu, 'events')).toBe(80)
    expect(offsetForSection(menu, 'home')).toBe(0)
    expect(offsetForSection(menu, 'unknown')).toBe(0)
  })

  it('leaves out submenu entries without a text or a link', () => {
    const item = incomplete<(typeof menu)[number]>({
      ...menu[0]!,
      submenu: [
        { _key: 'x', title: 'Hospedaje', link: '/accomodation' },
        { _key: 'y', title: null, link: '/story' },
      ],
    })
    expect(submenuOf(item).map((entry) => entry.title)).toEqual(['Hospedaje'])
  })
})
