/** Where a command writes; the CLI passes the process streams, tests collect strings. */
export type Output = {
  /** The result: a report, a table, or CSV. */
  stdout: (text: string) => void
  /** Problems and notes, kept apart so piped CSV stays clean. */
  stderr: (text: string) => void
}

export const exitCode = { ok: 0, badInput: 1, usage: 2 } as const

export type ExitCode = (typeof exitCode)[keyof typeof exitCode]

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`
