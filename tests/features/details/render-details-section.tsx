import { createStore, Provider } from 'jotai'
import { homePageQuery } from '../../../web/src/content/queries'
import { DetailsSection } from '../../../web/src/features/details/components/details-section'
import { queryDefaultDataset } from '../../support/default-dataset'
import { renderWithApp } from '../../support/render'

/** The details section with the default dataset's cards and a fresh jotai store. */
export async function renderDetailsSection() {
  const { details } = await queryDefaultDataset(homePageQuery)
  const store = createStore()
  const view = renderWithApp(
    <Provider store={store}>
      <DetailsSection details={details} />
    </Provider>,
  )
  return { ...view, store }
}
