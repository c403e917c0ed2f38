export type CountdownParts = {
  days: number
  hours: number
  minutes: number
  seconds: number
  finished: boolean
}

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

/** Time left until `target`, never negative: once the moment has passed everything is zero. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const left = Math.max(0, target.getTime() - now.getTime())
  return {
    days: Math.floor(left / day),
    hours: Math.floor((left % day) / hour),
    minutes: Math.floor((left % hour) / minute),
    seconds: Math.floor((left % minute) / second),
    finished: left === 0,
  }
}

export const padTwo = (value: number) => String(value).padStart(2, '0')
