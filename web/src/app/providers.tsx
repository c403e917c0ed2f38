import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { Toaster } from '../lib/toasts/toaster'
import { theme } from './theme'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <>
        {children}
        <Toaster />
      </>
    </ThemeProvider>
  )
}
