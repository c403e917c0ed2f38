import { useLocation } from 'react-router-dom'

/** Shows where the router is, so a test can read it the way a guest reads the address bar. */
export function LocationProbe() {
  return <output aria-label="location">{useLocation().pathname}</output>
}
