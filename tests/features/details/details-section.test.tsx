// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { DetailsSection } from '../../../web/src/features/details/components/details-section'
import { renderWithApp } from '../../support/render'
import { renderDetailsSection } from './render-details-section'

function card(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title, level: 3 })
  const item = heading.closest('li')
  if (!item) throw new Error(`no card around ${title}`)
  return item
}

// the dialog's content is a part loaded on demand: its first load is slow on a busy machine
const partWait = { timeout: 10_000 }

async function openDetails(title: string) {
  await userEvent.click(within(card(title)).getByRole('button', { name: 'Ver Detalles' }))
  return screen.findByRole('dialog', { name: title }, partWait)
}

async function expectDialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

beforeEach(() => {
  localStorage.clear()
})

describe('the details section', () => {
  it('shows the four cards of the spec under "Detalles de la Boda", the menu target "gallery"', async () => {
    const { container } = await renderDetailsSection()
    const section = screen.getByRole('region', { name: 'Detalles de la Boda' })
    expect(section).toHaveAttribute('id', 'gallery')
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Mesa de Regalos',
      'Itinerario de la Boda',
      'Código de Vestimenta',
      'Recomendaciones de Hospedaje',
    ])
    expect(within(section).getAllByRole('button', { name: 'Ver Detalles' })).toHaveLength(4)
    for (const image of container.querySelectorAll('img')) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image.getAttribute('alt')).toBeTruthy()
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('renders nothing without details content', () => {
    const { container } = renderWithApp(<DetailsSection details={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the details dialog', () => {
  it('shows the gift registry with its store, number, note and a link in a new tab', async () => {
    await renderDetailsSection()
    const dialog = await openDetails('Mesa de Regalos')
    expect(
      await within(dialog).findByRole('heading', { name: 'Liverpool' }, partWait),
    ).toBeVisible()
    expect(dialog).toHaveTextContent('51234567')
    expect(dialog).toHaveTextContent('Busca nuestro número de evento')
    const link = within(dialog).getByRole('link', { name: /Ir a la mesa de regalos/ })
    expect(link).toHaveAttribute('href', 'https://mesaderegalos.liverpool.com.mx/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows the eight moments of the day in order', async () => {
    await renderDetailsSection()
    const dialog = await openDetails('Itinerario de la Boda')
    const list = await within(dialog).findByRole('list', {}, partWait)
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      '4:00 PM',
      '5:30 PM',
      '7:00 PM',
      '7:30 PM',
      '9:00 PM',
      '11:00 PM',
      '1:30 AM',
      '3:00 AM',
    ])
    expect(items[0]).toHaveTextContent('Ceremonia religiosa')
    expect(items[6]).toHaveTextContent('Torna boda')
  })

  it('shows the dress code for women and men and the tip', async () => {
    await renderDetailsSection()
    const dialog = await openDetails('Código de Vestimenta')
    expect(await within(dialog).findByText('Formal / Elegante', {}, partWait)).toBeVisible()
    const women = within(dialog).getByRole('heading', { name: 'Mujeres' }).closest('section')
    const men = within(dialog).getByRole('heading', { name: 'Hombres' }).closest('section')
    expect(within(women as HTMLElement).getAllByRole('listitem')).toHaveLength(4)
    expect(women).toHaveTextContent('Cualquier color excepto blanco y beige')
    expect(men).toHaveTextContent('Traje formal oscuro')
    expect(dialog).toHaveTextContent('chamarra ligera')
  })

  it('shows six hotels with maps links, booking links where there are any, and the tips', async () => {
    await renderDetailsSection()
    const dialog = await openDetails('Recomendaciones de Hospedaje')
    await within(dialog).findByRole('heading', { name: 'City Express' }, partWait)
    const maps = within(dialog).getAllByRole('link', { name: /^Ver en el mapa/ })
    expect(maps).toHaveLength(6)
    for (const link of maps) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(
      within(dialog).getByRole('link', { name: /^Ver en el mapa: Hotel Fanny's/ }),
    ).toHaveAttribute('href', expect.stringContaining('google.com/maps'))
    const booking = within(dialog).getAllByRole('link', { name: /^Reservar/ })
    expect(booking).toHaveLength(3)
    expect(booking[0]).toHaveAccessibleName(/City Express/)
    expect(booking[0]).toHaveAttribute('rel', 'noopener noreferrer')
    expect(dialog).toHaveTextContent('Tlaxcoapan')
    const tips = within(dialog).getByRole('heading', { name: 'Consejos para tu estancia' })
    expect(within(tips.closest('section') as HTMLElement).getAllByRole('listitem')).toHaveLength(4)
  })
})

describe('closing the details dialog', () => {
  it('closes with the Cerrar button and gives focus back to Ver Detalles', async () => {
    await renderDetailsSection()
    const dialog = await openDetails('Mesa de Regalos')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await expectDialogClosed()
    expect(
      within(card('Mesa de Regalos')).getByRole('button', { name: 'Ver Detalles' }),
    ).toHaveFocus()
  })

  it('closes with the close icon', async () => {
    await renderDetailsSection()
    const dialog = await openDetails('Itinerario de la Boda')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar ventana' }))
    await expectDialogClosed()
  })

  it('closes with Escape', async () => {
    await renderDetailsSection()
    await openDetails('Código de Vestimenta')
    await userEvent.keyboard('{Escape}')
    await expectDialogClosed()
  })

  it('closes with a click beside it on the backdrop', async () => {
    await renderDetailsSection()
    await openDetails('Recomendaciones de Hospedaje')
    // The backdrop has no role; MUI listens on the container that covers the page around the paper.
    const backdrop = document.querySelector('.MuiDialog-container')
    if (!backdrop) throw new Error('no dialog container')
    await userEvent.click(backdrop)
    await expectDialogClosed()
  })
})
