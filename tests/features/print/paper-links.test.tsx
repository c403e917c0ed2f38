// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PrintSheetDialog } from '../../../web/src/features/print/print-sheet-dialog'
import { QrZipWarningDialog } from '../../../web/src/features/print/qr-zip-warning-dialog'
import { isPrivateAddress, linksArePrivate } from '../../../web/src/lib/couple/public-address'
import { guestRow } from '../../support/guest-row'
import { renderWithApp } from '../../support/render'

const studioUrl = 'https://boda.sanity.studio'
const fieldLink = 'https://boda.sanity.studio/structure/siteSettings,path=seo.siteUrl'
const rows = [guestRow({ human_key: 'B7K' }), guestRow({ human_key: '0O1' })]

describe('an address a guest’s phone cannot open', () => {
  it('is localhost, a private or link-local network, or a name of the local network', () => {
    for (const address of [
      'http://localhost:4173',
      'http://novios.localhost',
      'http://127.0.0.1:5173',
      'http://10.0.0.5',
      'http://172.20.1.1',
      'http://192.168.1.20:4173',
      'http://169.254.10.10',
      'http://[::1]:4173',
      'http://[fd12:3456::1]',
      'http://mi-laptop.local',
      'http://servidor',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
  })

  it('is not a published site', () => {
    for (const address of [
      'https://boda.example.com',
      'https://172.32.0.1',
      'https://8.8.8.8',
      'https://[2001:4860:4860::8888]',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })

  it('is what the links carry: the public address when set, else this dashboard’s own', () => {
    expect(linksArePrivate(null, 'http://localhost:4173')).toBe(true)
    expect(linksArePrivate('boda.example.com', 'http://localhost:4173')).toBe(true)
    expect(linksArePrivate('http://192.168.1.20:4173', 'https://boda.example.com')).toBe(true)
    expect(linksArePrivate('https://boda.example.com', 'http://localhost:4173')).toBe(false)
    // the dashboard opened on the published site: its links work without a public address
    expect(linksArePrivate(null, 'https://boda.example.com')).toBe(false)
  })
})

describe('the print sheet, before printing', () => {
  it('warns that the printed links lead nowhere, naming the field and linking to it', () => {
    // jsdom's own address is a localhost, as a couple's `npm start` is
    renderWithApp(
      <PrintSheetDialog rows={rows} siteUrl={null} studioUrl={studioUrl} onClose={() => {}} />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Imprimir invitaciones' })
    const alert = within(dialog).getByRole('alert')
    expect(alert).toHaveTextContent(
      'Las invitaciones impresas llevan enlaces que no abrirán en el teléfono de los invitados',
    )
    expect(alert).toHaveTextContent(`Los enlaces empiezan con ${window.location.origin}`)
    expect(alert).toHaveTextContent('«Dirección pública del sitio»')
    expect(
      within(alert).getByRole('link', {
        name: 'Abrir «Dirección pública del sitio» en el Studio',
      }),
    ).toHaveAttribute('href', fieldLink)
    // above the button that prints, so it is read before printing
    const print = within(dialog).getByRole('button', { name: 'Imprimir' })
    expect(alert.compareDocumentPosition(print) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('warns about a public address that is itself a private one', () => {
    renderWithApp(
      <PrintSheetDialog
        rows={rows}
        siteUrl="http://192.168.1.20:4173"
        studioUrl={null}
        onClose={() => {}}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Los enlaces empiezan con http://192.168.1.20:4173',
    )
    // without the Studio's address the words say where to go
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ajustes generales → Compartir → Dirección pública del sitio',
    )
  })

  it('says nothing when the links carry the public address', () => {
    renderWithApp(
      <PrintSheetDialog
        rows={rows}
        siteUrl="https://boda.example.com"
        studioUrl={studioUrl}
        onClose={() => {}}
      />,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('the QR codes’ zip, when its codes would lead nowhere', () => {
  it('warns first, then downloads only on «Descargar de todos modos»', async () => {
    const user = userEvent.setup()
    const onDownload = vi.fn()
    const onClose = vi.fn()
    renderWithApp(
      <QrZipWarningDialog
        siteUrl={null}
        origin="http://localhost:4173"
        studioUrl={studioUrl}
        onDownload={onDownload}
        onClose={onClose}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: '¿Descargar los códigos QR?' })
    const alert = within(dialog).getByRole('alert')
    expect(alert).toHaveTextContent(
      'Los códigos QR llevan enlaces que no abrirán en el teléfono de los invitados',
    )
    expect(alert).toHaveTextContent('Los enlaces empiezan con http://localhost:4173')
    expect(
      within(alert).getByRole('link', {
        name: 'Abrir «Dirección pública del sitio» en el Studio',
      }),
    ).toHaveAttribute('href', fieldLink)

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(onDownload).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Descargar de todos modos' }))
    expect(onDownload).toHaveBeenCalledOnce()
  })
})

describe('the warnings before paper, for axe', () => {
  it('have no violations in the print sheet or the zip’s question', async () => {
    const { default: axe } = await import('axe-core')
    // jsdom draws nothing, so contrast is left to the browser's own test
    const options = { rules: { 'color-contrast': { enabled: false } } }
    const violations = async () =>
      (await axe.run(document.body, options)).violations.map(({ id, nodes }) => [
        id,
        nodes.map((node) => node.html),
      ])
    const sheet = renderWithApp(
      <PrintSheetDialog rows={rows} siteUrl={null} studioUrl={studioUrl} onClose={() => {}} />,
    )
    await screen.findByRole('alert')
    expect(await violations()).toEqual([])
    sheet.unmount()
    renderWithApp(
      <QrZipWarningDialog
        siteUrl={null}
        origin="http://localhost:4173"
        studioUrl={studioUrl}
        onDownload={() => {}}
        onClose={() => {}}
      />,
    )
    await screen.findByRole('alert')
    expect(await violations()).toEqual([])
  })
})
