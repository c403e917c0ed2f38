/** Nearest-rank percentile of values sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? NaN
}

/** The middle value, or the mean of the two middle values; undefined when nothing was measured. */
export function median(values: ReadonlyArray<number | undefined>): number | undefined {
  const sorted = values
    .filter((value): value is number => value !== undefined && Number.isFinite(value))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export const round2 = (value: number) => Math.round(value * 100) / 100
