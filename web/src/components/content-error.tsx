import { errorScreenTextDefaults } from '../content/site-texts/error-screen'
import { useLoadedSiteTexts } from '../content/use-site-texts'

export function ContentError() {
  const texts = useLoadedSiteTexts('errorScreen', errorScreenTextDefaults)
  return (
    <main role="alert" style={{ padding: '3rem 1.5rem', textAlign: 'center' }}>
      <h1>{texts.title}</h1>
      <p>{texts.message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {texts.retry}
      </button>
    </main>
  )
}
