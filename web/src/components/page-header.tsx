import { Link } from 'react-router-dom'
import { layoutQuery } from '../content/queries'
import { useContent } from '../content/use-content'
import './page-header.css'

export type PageHeaderProps = { title: string | null | undefined }

/**
 * The band on top of inner pages: page title (also the document's, which React 19 lifts into the
 * head) and the way back to the invitation.
 */
export function PageHeader({ title }: PageHeaderProps) {
  const { settings } = useContent(layoutQuery)
  return (
    <>
      {title && <title>{title}</title>}
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
    </>
  )
}
