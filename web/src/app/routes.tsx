import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { HomePage } from '../features/invitation/components/home-page'
import { SiteLayout } from './layout/site-layout'

const StoryPage = lazy(() => import('../features/invitation/components/story-page'))
const AccommodationPage = lazy(() => import('../features/details/components/accommodation-page'))
const GalleryPage = lazy(() => import('../features/gallery/components/gallery-page'))
const NotFoundPage = lazy(() => import('../features/not-found/components/not-found-page'))

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="story" element={<StoryPage />} />
        <Route path="accomodation" element={<AccommodationPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
