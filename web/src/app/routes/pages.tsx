import { lazy, type ComponentType } from 'react'
import { deferredPart } from '../../components/deferred/deferred-part'
import { lazyWithMui } from '../../components/mui/lazy-with-mui'
import type { PageId } from '../../config/paths'
import { InvitationPage } from './invitation-page'
import RsvpPage from './rsvp-page'

/**
 * A page whose prerendered HTML stays until the guest first touches, scrolls or types: its MUI
 * form then hydrates (taps meanwhile are held and replayed), so loading it costs no long task.
 */
function liveOnFirstMove(name: string, load: () => Promise<{ default: ComponentType }>) {
  const Part = deferredPart<object>(`page-${name}`, () => load().then((m) => m.default))
  return function FirstMovePage() {
    return <Part />
  }
}

/** The screen of each page of the route table; all but the invitation and RSVP load on demand. */
export const pages: Record<PageId, ComponentType> = {
  invitation: InvitationPage,
  story: lazyWithMui(() => import('./inner-pages').then((m) => m.StoryPage)),
  accommodation: lazyWithMui(() => import('./inner-pages').then((m) => m.AccommodationPage)),
  // in the entry (under 1 kB): a personal link's card then waits for one chunk less
  rsvp: RsvpPage,
  gallery: lazyWithMui(() => import('./inner-pages').then((m) => m.GalleryPage)),
  comingSoon: lazyWithMui(() => import('../../features/coming-soon/components/coming-soon-page')),
  portfolioMasonry: lazyWithMui(
    () => import('../../features/portfolio/components/portfolio-masonry-page'),
  ),
  portfolioMasonryS2: lazyWithMui(
    () => import('../../features/portfolio/components/portfolio-masonry-s2-page'),
  ),
  projectSingle: lazyWithMui(() => import('./project-single-page')),
  login: liveOnFirstMove('login', () => import('../../features/auth-demo/components/login-page')),
  register: liveOnFirstMove(
    'register',
    () => import('../../features/auth-demo/components/register-page'),
  ),
  forgotPassword: liveOnFirstMove(
    'forgot-password',
    () => import('../../features/auth-demo/components/forgot-password-page'),
  ),
  shop: lazyWithMui(() => import('../../features/shop/components/shop-page')),
  cart: lazyWithMui(() => import('../../features/shop/components/cart-page')),
  checkout: lazyWithMui(() => import('../../features/shop/components/checkout-page')),
  notFound: lazyWithMui(() => import('../../features/not-found/components/not-found-page')),
  // the couple's dashboard: guests never download it
  coupleDashboard: lazyWithMui(() => import('../couple-dashboard/couple-dashboard-page')),
  // the door on the day: neither guests nor the couple's dashboard download it
  door: lazyWithMui(() => import('../../features/door/components/door-page')),
  // the guests' photo page and the venue's TV (/fotos/pantalla, a chunk of its own): plain React
  // and CSS, and none of it in another page's download
  photos: lazy(() => import('../../features/photos/page/photos-page')),
}
