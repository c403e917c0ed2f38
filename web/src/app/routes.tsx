import { Route, Routes } from 'react-router-dom'
import { lazyWithMui } from '../components/mui/lazy-with-mui'
import { HomePage } from '../features/invitation/components/home-page'
import { SiteLayout } from './layout/site-layout'

const StoryPage = lazyWithMui(() => import('../features/invitation/components/story-page'))
const AccommodationPage = lazyWithMui(
  () => import('../features/details/components/accommodation-page'),
)
const RsvpPage = lazyWithMui(() => import('../features/rsvp/components/rsvp-page'))
const GalleryPage = lazyWithMui(() => import('../features/gallery/components/gallery-page'))
const NotFoundPage = lazyWithMui(() => import('../features/not-found/components/not-found-page'))
const PortfolioMasonryPage = lazyWithMui(
  () => import('../features/portfolio/components/portfolio-masonry-page'),
)
const PortfolioMasonryS2Page = lazyWithMui(
  () => import('../features/portfolio/components/portfolio-masonry-s2-page'),
)
const ProjectSinglePage = lazyWithMui(
  () => import('../features/portfolio/components/project-single-page'),
)
const ComingSoonPage = lazyWithMui(
  () => import('../features/coming-soon/components/coming-soon-page'),
)
const LoginPage = lazyWithMui(() => import('../features/auth-demo/components/login-page'))
const RegisterPage = lazyWithMui(() => import('../features/auth-demo/components/register-page'))
const ForgotPasswordPage = lazyWithMui(
  () => import('../features/auth-demo/components/forgot-password-page'),
)
const ShopPage = lazyWithMui(() => import('../features/shop/components/shop-page'))
const CartPage = lazyWithMui(() => import('../features/shop/components/cart-page'))
const CheckoutPage = lazyWithMui(() => import('../features/shop/components/checkout-page'))
const CoupleDashboardPage = lazyWithMui(
  () => import('../features/couple-dashboard/components/couple-dashboard-page'),
)

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="story" element={<StoryPage />} />
        <Route path="accomodation" element={<AccommodationPage />} />
        <Route path="rsvp" element={<RsvpPage />} />
        <Route path="rsvp-form" element={<RsvpPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="coming" element={<ComingSoonPage />} />
        <Route path="portfolio-masonary" element={<PortfolioMasonryPage />} />
        <Route path="portfolio-masonary-s2" element={<PortfolioMasonryS2Page />} />
        <Route path="project-single/:id" element={<ProjectSinglePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="novios" element={<CoupleDashboardPage />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
