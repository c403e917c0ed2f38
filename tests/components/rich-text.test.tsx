// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichText } from '../../web/src/components/rich-text'
import type { RichText as RichTextValue } from '../../web/src/content/sanity.types'

const paragraph = (text: string) =>
  [
    {
      _type: 'block',
      _key: 'b',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's', marks: [], text }],
    },
  ] as RichTextValue

describe('rich text', () => {
  it('renders a paragraph of Portable Text', () => {
    render(<RichText value={paragraph('Sí, hay estacionamiento.')} />)
    expect(screen.getByText('Sí, hay estacionamiento.').tagName).toBe('P')
  })

  it('shows a plain string from a hand-edited dataset as a paragraph, not a hidden warning', () => {
    const { container } = render(<RichText value={'Sí, con gusto.' as unknown as RichTextValue} />)
    expect(screen.getByText('Sí, con gusto.').tagName).toBe('P')
    expect(container.textContent).not.toMatch(/Unknown block type/)
  })

  it('renders nothing without a value', () => {
    const { container } = render(<RichText value={null} />)
    expect(container.innerHTML).toBe('')
  })
})
