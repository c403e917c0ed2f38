// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PrintSheetDialog } from '../../../web/src/features/print/print-sheet-dialog'
import { qrPath } from '../../../web/src/lib/qr/qr-path'
import { guestRow } from '../../support/guest-row'
import { renderWithApp } from '../../support/render'

const siteUrl = 'https://boda.example.com'
// nine families: two pages of letter, the second with one card
const rows = [
  guestRow({ human_key: '0O1', family_name: 'Familia Núñez Ibarra' }),
  guestRow({ human_key: 'B7K', will_attend: true, confirmed_tickets: 2 }),
  guestRow({ human_key: 'A4P', will_attend: false }),
  ...['010', '011', '012', '013', '014'].map((key) => guestRow({ human_key: key })),
  guestRow({ human_key: '2QX', will_attend: true, confirmed_tickets: 1 }),
]

const pageRules = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .match(/@page\s*\{[^}]*\}/g) ?? []

afterEach(() => vi.restoreAllMocks())

function openSheet(onClose = () => {}) {
  return renderWithApp(<PrintSheetDialog rows={rows} siteUrl={siteUrl} onClose={onClose} />)
}

describe('the print sheet', () => {
  it('has one card per invitation with its family, number, QR code and short link', () => {
    openSheet()
    const dialog = screen.getByRole('dialog', { name: 'Imprimir invitaciones' })
    expect(within(dialog).getByRole('status')).toHaveTextContent('9 invitaciones · 2 hojas')
    expect(within(dialog).getAllByRole('region', { name: /^Hoja \d de 2$/ })).toHaveLength(2)
    const cards = within(dialog).getAllByRole('article')
    expect(cards).toHaveLength(rows.length)
    for (const [index, each] of rows.entries()) {
      const card = cards[index]!
      expect(card).toHaveAccessibleName(`Invitación ${each.human_key} · ${each.family_name}`)
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(each.family_name)
      expect(card).toHaveTextContent(`Invitación ${each.human_key}`)
      const shortLink = `boda.example.com/rsvp?invitation=${each.human_key}`
      expect(card.querySelector('[data-short-link]')).toHaveTextContent(shortLink, {
        normalizeWhitespace: false,
      })
      expect(card).not.toHaveTextContent('https://')
      const qr = within(card).getByRole('img', {
        name: `Código QR de la invitación ${each.human_key}`,
      })
      expect(qr.tagName.toLowerCase()).toBe('svg')
      // the code holds the whole link, https:// and all, as the phone's camera opens it
      expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(`https://${shortLink}`).path)
    }
  })

  it('shows only the families of the chosen segment', async () => {
    openSheet()
    await userEvent.click(screen.getByRole('combobox', { name: 'Invitaciones' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Asistirán' }))
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))
    expect(names).toEqual(['Invitación B7K · Familia B7K', 'Invitación 2QX · Familia 2QX'])
    expect(screen.getByRole('status')).toHaveTextContent('2 invitaciones · 1 hoja')
  })

  it('prints on letter unless the couple picks A4, and prints through the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const onClose = vi.fn()
    openSheet(onClose)
    expect(screen.getByRole('radio', { name: 'Carta' })).toBeChecked()
    expect(pageRules()).toEqual([expect.stringMatching(/size:\s*letter/)])

    await userEvent.click(screen.getByRole('radio', { name: 'A4' }))
    expect(pageRules()).toEqual([expect.stringMatching(/size:\s*A4/)])

    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }))
    expect(print).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('lets the keyboard choose the paper', async () => {
    openSheet()
    screen.getByRole('radio', { name: 'Carta' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked()
    expect(pageRules()).toEqual([expect.stringMatching(/size:\s*A4/)])
  })

  it('takes its print rules away when it closes', () => {
    const { unmount } = openSheet()
    expect(pageRules()).toHaveLength(1)
    unmount()
    expect(pageRules()).toEqual([])
  })
})
