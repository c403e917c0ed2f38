import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import '../../../components/page-header.css'
import '../../../components/section.css'

export type PhotosFrameProps = { title: string; intro: string; children: ReactNode }

/**
 * The inner pages' title band and section, drawn with their classes but not through
 * components/page-header and components/section: shared with this page, those would leave the
 * personal link's chunk for chunks of their own, and the personal link would pay their requests
 * before its first tap (bench/budgets.json).
 */
export function PhotosFrame({ title, intro, children }: PhotosFrameProps) {
  const { settings } = useContent(layoutQuery)
  return (
    <>
      <title>{title}</title>
      <div className="page-header">
        <h1 className="type-h1 page-header__title">{title}</h1>
        <nav className="page-header__trail" aria-label="Ruta de navegación">
          <ol>
            <li>
              <Link to="/home">{settings?.pageTitles?.home}</Link>
            </li>
            <li aria-hidden="true" className="page-header__separator">
              /
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
      <section id="fotos" aria-label={title} className="section section--light">
        <div className="container container--sm">
          <p className="type-subtitle photos__intro">{intro}</p>
          {children}
        </div>
      </section>
    </>
  )
}
