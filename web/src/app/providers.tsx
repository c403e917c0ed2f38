import type { ReactNode } from 'react'
import { Toaster } from '../lib/toasts/toaster'

/**
 * App-wide providers. The MUI theme is not among them: it arrives with each part that uses MUI
 * (see lazyWithMui), so the first screen needs none of MUI's code.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  )
}
