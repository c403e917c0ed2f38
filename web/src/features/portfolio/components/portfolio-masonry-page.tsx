import { PortfolioPage } from './portfolio-page'

/** /portfolio-masonary (spelt so in the spec). */
export default function PortfolioMasonryPage() {
  return <PortfolioPage layout="classic" />
}
