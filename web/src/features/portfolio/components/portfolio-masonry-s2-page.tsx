import { PortfolioPage } from './portfolio-page'

/** /portfolio-masonary-s2: the same projects in two wider, more airy columns. */
export default function PortfolioMasonryS2Page() {
  return <PortfolioPage layout="wide" />
}
