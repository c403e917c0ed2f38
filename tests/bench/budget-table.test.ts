import { describe, expect, it } from 'vitest'
import { evaluateBudgets, type Budget } from '../../bench/budgets'
import { budgetSection, formatLimit, formatValue } from '../../bench/budget-table'

describe('budget figures', () => {
  it('are shown in the unit of the budget', () => {
    expect(formatValue(266_200, 'bytes')).toBe('266.2 kB')
    expect(formatValue(1834.4, 'ms')).toBe('1834 ms')
    expect(formatValue(0.0042, 'shift')).toBe('0.004')
    expect(formatValue(97, 'score')).toBe('97')
  })

  it('show a limit as at least or at most', () => {
    expect(formatLimit({ min: 95, unit: 'score' })).toBe('≥ 95')
    expect(formatLimit({ max: 600_000, unit: 'bytes' })).toBe('≤ 600.0 kB')
  })
})

describe('the budget table', () => {
  it('shows every budget line as met or NOT met with its kind', () => {
    const budgets: Budget[] = [
      {
        metric: 'a',
        label: 'Total transfer for /',
        max: 600_000,
        unit: 'bytes',
        machineIndependent: true,
      },
      { metric: 'b', label: 'LCP, /', max: 2000, unit: 'ms', machineIndependent: false },
    ]
    const table = budgetSection(evaluateBudgets(budgets, { a: 438_300, b: 5000 }))
    const lines = table.split('\n')
    expect(lines.find((line) => line.startsWith('Total transfer'))).toMatch(
      /≤ 600\.0 kB\s+438\.3 kB\s+machine-independent\s+met$/,
    )
    expect(lines.find((line) => line.startsWith('LCP'))).toMatch(/5000 ms\s+timing\s+NOT met$/)
  })
})
