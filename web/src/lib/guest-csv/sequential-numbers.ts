/**
 * Invitation numbers one step apart (001, 002 … or ABC, ABD …): whoever holds one can try its
 * neighbour and read or change another family's answer. Two numbers of the same length are
 * neighbours when they differ by one counted in letters and digits (0–9 then A–Z, so ABC and
 * ABD, or A09 and A0A), or, when both are all digits, counted in decimal (009 and 010).
 */
const stepApart = (a: string, b: string) =>
  a.length === b.length &&
  (Math.abs(parseInt(a, 36) - parseInt(b, 36)) === 1 ||
    (/^\d+$/.test(a) && /^\d+$/.test(b) && Math.abs(Number(a) - Number(b)) === 1))

/**
 * The runs of neighbouring numbers that involve at least one of `chosen` (numbers the couple
 * typed), among those and the numbers already in use; each run sorted, runs in order.
 */
export function sequentialRuns(
  chosen: readonly string[],
  existing: readonly string[] = [],
): string[][] {
  const keys = [...new Set([...chosen, ...existing])].filter((key) => /^[A-Z0-9]+$/.test(key))
  const runOf = new Map(keys.map((key) => [key, [key]]))
  for (const [i, a] of keys.entries()) {
    for (const b of keys.slice(i + 1)) {
      const runA = runOf.get(a) ?? []
      const runB = runOf.get(b) ?? []
      if (runA === runB || !stepApart(a, b)) continue
      runA.push(...runB)
      for (const key of runB) runOf.set(key, runA)
    }
  }
  const mine = new Set(chosen)
  const runs = [...new Set(runOf.values())].filter(
    (run) => run.length > 1 && run.some((key) => mine.has(key)),
  )
  return runs.map((run) => [...run].sort()).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
}

const listed = (run: readonly string[]) => run.join(', ')

/** The couple's warning, in the dashboard. */
export function sequentialWarningSpanish(runs: readonly (readonly string[])[]): string {
  return (
    `Hay números seguidos (${runs.map(listed).join('; ')}): quien tenga uno puede probar el de ` +
    'al lado y ver o cambiar la respuesta de otra familia. Mejor deja el número vacío para que ' +
    'se elija uno al azar.'
  )
}

/** The same warning worded for the developer CLI. */
export function sequentialWarningEnglish(runs: readonly (readonly string[])[]): string {
  return (
    `Warning: sequential invitation numbers (${runs.map(listed).join('; ')}): whoever holds ` +
    "one can try the next and read or change another family's answer. Leave human_key empty " +
    'to have a random number drawn instead.'
  )
}
