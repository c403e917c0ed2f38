import type { Output } from '../../../scripts/guests/output'

export type CapturedOutput = { output: Output; stdout: () => string; stderr: () => string }

export function captureOutput(): CapturedOutput {
  let stdout = ''
  let stderr = ''
  return {
    output: {
      stdout: (text) => {
        stdout += text
      },
      stderr: (text) => {
        stderr += text
      },
    },
    stdout: () => stdout,
    stderr: () => stderr,
  }
}

export const utf8 = (text: string) => new TextEncoder().encode(text)
