import { createContext, use, type ReactNode } from 'react'

export type Clock = () => Date

const ClockContext = createContext<Clock>(() => new Date())

export type ClockProviderProps = { clock: Clock; children: ReactNode }

/** The guest's device clock, replaceable so a wrong device clock can be simulated. */
export function ClockProvider({ clock, children }: ClockProviderProps) {
  return <ClockContext value={clock}>{children}</ClockContext>
}

export function useClock(): Clock {
  return use(ClockContext)
}
