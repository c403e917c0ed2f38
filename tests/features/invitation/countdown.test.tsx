// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Countdown } from '../../../web/src/features/invitation/components/countdown'
import { countdownParts } from '../../../web/src/lib/countdown'
import { renderWithApp } from '../../support/render'

const wedding = new Date('2025-11-01T22:00:00Z')
const labels = {
  days: 'Días',
  hours: 'Horas',
  minutes: 'Min',
  seconds: 'Seg',
  finished: '¡Ya somos esposos!',
}

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(wedding, new Date('2025-10-30T20:58:57Z'))).toEqual({
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 3,
      finished: false,
    })
  })

  it('reaches zero exactly at the wedding moment', () => {
    expect(countdownParts(wedding, wedding)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      finished: true,
    })
  })

  it('never goes negative after the date has passed', () => {
    expect(countdownParts(wedding, new Date('2026-11-21T12:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      finished: true,
    })
  })
})

describe('the countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-11-01T21:59:58Z') }))
  afterEach(() => vi.useRealTimers())

  const units = () => screen.getAllByRole('listitem').map((item) => item.textContent)

  it('shows the units with padded hours, minutes and seconds', () => {
    vi.setSystemTime(new Date('2025-10-31T21:58:51Z'))
    renderWithApp(<Countdown target={wedding} labels={labels} />)
    expect(units()).toEqual(['1Días', '00Horas', '01Min', '09Seg'])
  })

  it('refreshes every second and says something fitting once the moment arrives', () => {
    renderWithApp(<Countdown target={wedding} labels={labels} />)
    expect(units()).toEqual(['0Días', '00Horas', '00Min', '02Seg'])
    act(() => vi.advanceTimersByTime(1000))
    expect(units()).toEqual(['0Días', '00Horas', '00Min', '01Seg'])
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('¡Ya somos esposos!')
  })

  it('shows the message and no numbers when the date has long passed', () => {
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
    renderWithApp(<Countdown target={wedding} labels={labels} />)
    expect(screen.getByRole('status')).toHaveTextContent('¡Ya somos esposos!')
    expect(screen.queryByText(/-/)).not.toBeInTheDocument()
  })
})
