// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ComingSoonCountdown } from '../../../web/src/features/coming-soon/components/coming-soon-countdown'
import { renderWithApp } from '../../support/render'

const wedding = new Date('2025-11-01T22:00:00Z')
const units = () => screen.getAllByRole('listitem').map((unit) => unit.textContent)

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-11-01T21:59:58Z') }))
afterEach(() => vi.useRealTimers())

describe('the coming-soon countdown', () => {
  it('refreshes every second and stops at zero', () => {
    renderWithApp(<ComingSoonCountdown target={wedding} />)
    expect(units()).toEqual(['0Días', '00Horas', '00Min', '02Seg'])

    act(() => vi.advanceTimersByTime(1000))
    expect(units()).toEqual(['0Días', '00Horas', '00Min', '01Seg'])

    act(() => vi.advanceTimersByTime(5000))
    expect(units()).toEqual(['0Días', '00Horas', '00Min', '00Seg'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows zeros, never negative numbers, once the wedding has passed', () => {
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
    renderWithApp(<ComingSoonCountdown target={wedding} />)

    expect(units()).toEqual(['0Días', '00Horas', '00Min', '00Seg'])
  })
})
