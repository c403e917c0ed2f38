import { AppProviders } from './providers'
import { AppRoutes } from './routes/app-routes'

/** The whole site; the browser entry and the prerenderer each wrap it in their own router. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  )
}
