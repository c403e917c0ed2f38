import type { LayoutQueryResult } from '../../../content/sanity.types'

export type MenuItem = NonNullable<NonNullable<LayoutQueryResult['navigation']>['menu']>[number]
export type SubmenuLink = NonNullable<MenuItem['submenu']>[number]

export const HOME_PATH = '/home'

export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === HOME_PATH || pathname === `${HOME_PATH}/`
}

/** "#events" → "events"; routes such as "/rsvp" have no section. */
export function sectionIdOf(link: string | null | undefined): string | null {
  return link?.startsWith('#') && link.length > 1 ? decodeURIComponent(link.slice(1)) : null
}

export function offsetForSection(menu: readonly MenuItem[], sectionId: string): number {
  return menu.find((item) => sectionIdOf(item.link) === sectionId)?.offset ?? 0
}

export type CompleteLink = { _key: string; title: string; link: string }

/** Entries the couple left without a text or a link are not shown. */
export function submenuOf(item: MenuItem): CompleteLink[] {
  return (item.submenu ?? []).flatMap(({ _key, title, link }) =>
    title && link ? [{ _key, title, link }] : [],
  )
}
