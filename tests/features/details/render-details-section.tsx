import { createStore, Provider } from 'jotai'
import { DetailsSection } from '../../../web/src/features/details/components/details-section'
import { sectionOf } from '../../support/page-sections'
import { renderWithApp } from '../../support/render'

/** The details section with the default dataset's cards and a fresh jotai store. */
export async function renderDetailsSection() {
  const { details } = await sectionOf('sectionDetails')
  const store = createStore()
  const view = renderWithApp(
    <Provider store={store}>
      <DetailsSection details={details} />
    </Provider>,
  )
  return { ...view, store }
}
