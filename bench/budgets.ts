import { readFile } from 'node:fs/promises'

export type BudgetUnit = 'score' | 'ms' | 'bytes' | 'count' | 'shift'

export type Budget = {
  /** Key into the bench's metrics, e.g. "lighthouse./.performance". */
  metric: string
  label: string
  min?: number
  max?: number
  unit: BudgetUnit
  /** true: bytes, violations, layout shift, audit scores, gated in CI; false: timing, printed. */
  machineIndependent: boolean
}

export type BudgetStatus = 'met' | 'NOT met' | 'not measured' | 'skipped'

export type BudgetLine = Budget & { value: number | undefined; status: BudgetStatus }

export type Metrics = Readonly<Record<string, number | undefined>>

export function parseBudgets(json: unknown): Budget[] {
  const budgets = (json as { budgets?: unknown }).budgets
  if (!Array.isArray(budgets)) throw new Error('budgets.json: "budgets" must be a list')
  return budgets.map((budget: Budget, index) => {
    if (typeof budget.metric !== 'string' || typeof budget.label !== 'string')
      throw new Error(`budgets.json: budget ${index + 1} needs a metric and a label`)
    if ((budget.min === undefined) === (budget.max === undefined))
      throw new Error(`budgets.json: "${budget.label}" needs exactly one of min and max`)
    if (typeof budget.machineIndependent !== 'boolean')
      throw new Error(`budgets.json: "${budget.label}" must say whether it is machineIndependent`)
    return budget
  })
}

export async function loadBudgets(file: string): Promise<Budget[]> {
  return parseBudgets(JSON.parse(await readFile(file, 'utf8')))
}

/** Section of a metric key: "lighthouse./.lcp" belongs to "lighthouse". */
const section = (metric: string) => metric.split('.')[0] ?? metric

export function evaluateBudgets(
  budgets: Budget[],
  metrics: Metrics,
  skippedSections: ReadonlySet<string> = new Set(),
): BudgetLine[] {
  return budgets.map((budget) => {
    const value = metrics[budget.metric]
    let status: BudgetStatus
    if (skippedSections.has(section(budget.metric))) status = 'skipped'
    else if (value === undefined || Number.isNaN(value)) status = 'not measured'
    else if (budget.min !== undefined) status = value >= budget.min ? 'met' : 'NOT met'
    else status = value <= (budget.max ?? Infinity) ? 'met' : 'NOT met'
    return { ...budget, value, status }
  })
}

/**
 * What fails a CI run: a machine-independent budget not met, or one that should have been
 * measured and was not (a page that broke must not pass by producing no figure).
 */
export function ciFailures(lines: BudgetLine[]): BudgetLine[] {
  return lines.filter(
    (line) =>
      line.machineIndependent && (line.status === 'NOT met' || line.status === 'not measured'),
  )
}
