import { createContext, use, type ReactNode } from 'react'
import { createRsvpApi, type RsvpApi } from './rsvp-api'

const RsvpApiContext = createContext<RsvpApi | null>(null)

let defaultApi: RsvpApi | undefined

export type RsvpApiProviderProps = { api: RsvpApi; children: ReactNode }

/** Hands the page another RSVP backend (tests use the real database in process). */
export function RsvpApiProvider({ api, children }: RsvpApiProviderProps) {
  return <RsvpApiContext value={api}>{children}</RsvpApiContext>
}

/** The provided API, else the one configured by the environment. */
export function useRsvpApi(): RsvpApi {
  const provided = use(RsvpApiContext)
  if (provided) return provided
  defaultApi ??= createRsvpApi()
  return defaultApi
}
