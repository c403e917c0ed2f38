import type { BudgetLine, BudgetUnit } from './budgets'
import { formatTable, heading, kB, ms, num } from './table'

export function formatValue(value: number | undefined, unit: BudgetUnit): string {
  if (value === undefined) return '–'
  switch (unit) {
    case 'bytes':
      return kB(value)
    case 'ms':
      return ms(value)
    case 'shift':
      return value.toFixed(3)
    default:
      return num(value)
  }
}

export function formatLimit(line: Pick<BudgetLine, 'min' | 'max' | 'unit'>): string {
  return line.min !== undefined
    ? `≥ ${formatValue(line.min, line.unit)}`
    : `≤ ${formatValue(line.max, line.unit)}`
}

export function budgetSection(lines: BudgetLine[]): string {
  return [
    heading('Budgets (bench/budgets.json)'),
    formatTable(
      ['budget', 'limit', 'measured', 'kind', 'status'],
      lines.map((line) => [
        line.label,
        formatLimit(line),
        formatValue(line.value, line.unit),
        line.machineIndependent ? 'machine-independent' : 'timing',
        line.status,
      ]),
      ['left', 'right', 'right', 'left', 'left'],
    ),
  ].join('\n')
}
