// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LinkAddressNote } from '../../../web/src/features/guest-list/list/link-address-note'
import { PublicAddressWarning } from '../../../web/src/features/guest-list/list/public-address-warning'
import { publicSiteUrl } from '../../../web/src/lib/guest-list/invitation-link'

const origin = 'http://localhost:4173'

describe('the public address of the site', () => {
  it('is the couple’s «Dirección pública del sitio» only when it is an http(s) address', () => {
    expect(publicSiteUrl('https://boda.example.com')).toBe('https://boda.example.com')
    expect(publicSiteUrl('http://boda.example.com/')).toBe('http://boda.example.com/')
    expect(publicSiteUrl(null)).toBeNull()
    expect(publicSiteUrl('')).toBeNull()
    expect(publicSiteUrl('boda.example.com')).toBeNull()
    expect(publicSiteUrl('javascript:alert(1)')).toBeNull()
  })
})

describe('the warning at the top of /novios', () => {
  it('names the address the links use and where to set the public one, without a siteUrl', () => {
    render(<PublicAddressWarning siteUrl={null} origin={origin} studioUrl={null} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      'Los enlaces personales usan la dirección de este panel: http://localhost:4173',
    )
    expect(alert).toHaveTextContent('aún no está escrita la «Dirección pública del sitio»')
    expect(alert).toHaveTextContent(
      'Escríbela en el Studio: Ajustes generales → Compartir → Dirección pública del sitio.',
    )
    // without the Studio's address the words alone say where to go
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('links to the «Dirección pública del sitio» field in the Studio when the site knows it', () => {
    render(
      <PublicAddressWarning
        siteUrl={null}
        origin={origin}
        studioUrl="https://boda.sanity.studio/desk"
      />,
    )
    expect(
      screen.getByRole('link', { name: 'Abrir «Dirección pública del sitio» en el Studio' }),
    ).toHaveAttribute('href', 'https://boda.sanity.studio/structure/siteSettings,path=seo.siteUrl')
  })

  it('says what is wrong with a public address that is not a web address', () => {
    render(<PublicAddressWarning siteUrl="boda.example.com" origin={origin} studioUrl={null} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      '(«boda.example.com») no es una dirección web que empiece con https://',
    )
  })

  it('says when the public address set is one only this computer or its network opens', () => {
    render(
      <PublicAddressWarning
        siteUrl="http://localhost:4173"
        origin="https://boda.example.com"
        studioUrl="https://boda.sanity.studio"
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Los enlaces personales usan http://localhost:4173, que no abre fuera de tu red',
    )
    expect(
      screen.getByRole('link', { name: 'Abrir «Dirección pública del sitio» en el Studio' }),
    ).toBeInTheDocument()
  })

  it('is hidden once the public address is set', () => {
    const { container } = render(
      <PublicAddressWarning siteUrl="https://boda.example.com" origin={origin} studioUrl={null} />,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the address beside each invitation’s link', () => {
  it('is the public one when set', () => {
    render(<LinkAddressNote siteUrl="https://boda.example.com/inicio" origin={origin} />)
    expect(
      screen.getByText('El enlace usa la dirección pública del sitio: https://boda.example.com'),
    ).toBeInTheDocument()
  })

  it('is this dashboard’s own until the public one is set', () => {
    render(<LinkAddressNote siteUrl={null} origin={origin} />)
    expect(
      screen.getByText(
        'El enlace usa la dirección de este panel, http://localhost:4173, hasta que escribas la «Dirección pública del sitio».',
      ),
    ).toBeInTheDocument()
  })
})
