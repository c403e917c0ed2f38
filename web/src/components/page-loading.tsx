import { errorScreenTextDefaults } from '../content/site-texts/error-screen'
import { useLoadedSiteTexts } from '../content/use-site-texts'

export function PageLoading() {
  const texts = useLoadedSiteTexts('errorScreen', errorScreenTextDefaults)
  return (
    <div role="status" aria-live="polite" style={{ padding: '3rem 1.5rem', textAlign: 'center' }}>
      {texts.loading}
    </div>
  )
}
