import { Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import ForgotPasswordPage from '../../../web/src/features/auth-demo/components/forgot-password-page'
import LoginPage from '../../../web/src/features/auth-demo/components/login-page'
import RegisterPage from '../../../web/src/features/auth-demo/components/register-page'
import { LocationProbe } from '../portfolio/location-probe'
import { renderContentPage } from '../portfolio/render-content-page'

/** The three sign-in screens and a stand-in home page, with the router's location on show. */
export function renderAuthPages(route: string) {
  return renderContentPage(
    <>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/home" element={<h1>Inicio</h1>} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </>,
    route,
  )
}
