/**
 * The site's route table: the one list the router, the prerenderer, the benchmark, the browser
 * tests and the host configuration read. Plain data, importable from Node and the browser.
 */

/** Which screen a route shows; two addresses may show the same one (`/` and `/home`). */
export type PageId =
  | 'invitation'
  | 'story'
  | 'accommodation'
  | 'rsvp'
  | 'gallery'
  | 'comingSoon'
  | 'portfolioMasonry'
  | 'portfolioMasonryS2'
  | 'projectSingle'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'shop'
  | 'cart'
  | 'checkout'
  | 'notFound'
  | 'coupleDashboard'
  | 'door'
  | 'photos'

/**
 * How the build writes the route's HTML: `path` renders the pattern itself (it has no
 * parameters); `portfolioProjects` renders one page per portfolio project in the content.
 */
export type PrerenderSource = 'path' | 'portfolioProjects'

/**
 * `public`: the invitation itself, for guests and search engines (sitemap, indexed).
 * `alias`: the same page as `aliasOf` under a second address the spec asks for (canonical there).
 * `template`: demo material of the template the spec came from (noindex, not in a sitemap).
 * `private`: the couple's own pages, behind their sign-in (noindex, not in a sitemap).
 */
export type Visibility = 'public' | 'alias' | 'template' | 'private'

export type SiteRoute = {
  /** react-router pattern; `:name` marks a parameter. */
  pattern: string
  page: PageId
  prerender: PrerenderSource
  visibility: Visibility
  aliasOf?: string
}

export const notFoundPath = '/404'

/** The RSVP page, which each family's personal link opens with its invitation number. */
export const rsvpPath = '/rsvp'

/** The door on the wedding day: the helpers' page, and the only one with a service worker. */
export const doorPath = '/novios/puerta'

/**
 * The guests' photo page: a confirmed family's personal link points to it with its number, and
 * the tables' and the TV's QR open it bare (it then asks for the number once).
 */
export const photosPath = '/fotos'

/**
 * The venue's TV: the couple's link from «Fotos» opens it with the screen's key after `#`
 * (`/fotos/pantalla#<key>`), which no request carries. Not for search engines.
 */
export const photoScreenPath = '/fotos/pantalla'

/** The parameter of those links (`/rsvp?invitation=001`). */
export const invitationParam = 'invitation'

/**
 * The parameter of the pase's QR (`/rsvp?pase=<token>`): a random token that opens the family's
 * read-only pase and that the door matches offline by its SHA-256; never the invitation number.
 */
export const paseParam = 'pase'

export const siteRoutes = [
  { pattern: '/', page: 'invitation', prerender: 'path', visibility: 'public' },
  { pattern: '/home', page: 'invitation', prerender: 'path', visibility: 'alias', aliasOf: '/' },
  { pattern: '/story', page: 'story', prerender: 'path', visibility: 'public' },
  // spelt so: the spec's contract
  { pattern: '/accomodation', page: 'accommodation', prerender: 'path', visibility: 'public' },
  { pattern: rsvpPath, page: 'rsvp', prerender: 'path', visibility: 'public' },
  {
    pattern: '/rsvp-form',
    page: 'rsvp',
    prerender: 'path',
    visibility: 'alias',
    aliasOf: rsvpPath,
  },
  { pattern: '/gallery', page: 'gallery', prerender: 'path', visibility: 'public' },
  { pattern: photosPath, page: 'photos', prerender: 'path', visibility: 'public' },
  { pattern: '/coming', page: 'comingSoon', prerender: 'path', visibility: 'template' },
  {
    pattern: '/portfolio-masonary',
    page: 'portfolioMasonry',
    prerender: 'path',
    visibility: 'template',
  },
  {
    pattern: '/portfolio-masonary-s2',
    page: 'portfolioMasonryS2',
    prerender: 'path',
    visibility: 'template',
  },
  {
    pattern: '/project-single/:id',
    page: 'projectSingle',
    prerender: 'portfolioProjects',
    visibility: 'template',
  },
  { pattern: '/login', page: 'login', prerender: 'path', visibility: 'template' },
  { pattern: '/register', page: 'register', prerender: 'path', visibility: 'template' },
  {
    pattern: '/forgot-password',
    page: 'forgotPassword',
    prerender: 'path',
    visibility: 'template',
  },
  { pattern: '/shop', page: 'shop', prerender: 'path', visibility: 'template' },
  { pattern: '/cart', page: 'cart', prerender: 'path', visibility: 'template' },
  { pattern: '/checkout', page: 'checkout', prerender: 'path', visibility: 'template' },
  { pattern: '/novios', page: 'coupleDashboard', prerender: 'path', visibility: 'private' },
  { pattern: doorPath, page: 'door', prerender: 'path', visibility: 'private' },
  // the photos page's chunk draws the TV at this address (one page less in the entry's table)
  { pattern: photoScreenPath, page: 'photos', prerender: 'path', visibility: 'private' },
  { pattern: notFoundPath, page: 'notFound', prerender: 'path', visibility: 'template' },
] as const satisfies readonly SiteRoute[]

export const projectPath = (number: number) => `/project-single/${number}`

/** What the build learns from the content to expand routes with parameters. */
export type RouteContent = { portfolioProjectNumbers: readonly number[] }

/** Every address the build writes HTML for, in table order. */
export function prerenderedPaths(content: RouteContent): string[] {
  return siteRoutes.flatMap((route: SiteRoute) =>
    route.prerender === 'portfolioProjects'
      ? content.portfolioProjectNumbers.map(projectPath)
      : [route.pattern],
  )
}

const patternSource = (pattern: string) =>
  `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`

/** Regular-expression sources of every pattern, for code that cannot run the router. */
export const routePatternSources: readonly string[] = siteRoutes.map((route) =>
  patternSource(route.pattern),
)

/** The table's route for an address (trailing slash allowed), or undefined for an unknown one. */
export function routeFor(pathname: string): SiteRoute | undefined {
  return siteRoutes.find((route: SiteRoute) =>
    new RegExp(patternSource(route.pattern)).test(pathname),
  )
}
