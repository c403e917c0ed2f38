import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

type Variant = 'success' | 'error' | 'info'

function toastsOf(variant: Variant): string[] {
  return Array.from(document.querySelectorAll(`.toast--${variant}`)).map(
    (toast) => toast.textContent ?? '',
  )
}

/** Waits for a toast of this variant showing exactly this message. */
export async function expectToast(message: string, variant: Variant) {
  await waitFor(() => expect(toastsOf(variant)).toContain(message))
}

export function expectNoToast(message: string) {
  const all = (['success', 'error', 'info'] as const).flatMap(toastsOf)
  expect(all).not.toContain(message)
}
