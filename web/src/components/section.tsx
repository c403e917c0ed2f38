import type { ReactNode } from 'react'
import './section.css'

export type SectionProps = {
  id?: string
  title?: string | null
  subtitle?: string | null
  tone?: 'light' | 'paper' | 'tint' | 'dark'
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl'
  children: ReactNode
}

/** A full-width band of the invitation with an optional heading that names it for screen readers. */
export function Section({
  id,
  title,
  subtitle,
  tone = 'light',
  maxWidth = 'lg',
  children,
}: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={`section section--${tone}`}>
      <div className={`container container--${maxWidth}`}>
        {title && (
          <div className="section__heading">
            <h2 className="type-h2" id={headingId}>
              {title}
            </h2>
            {subtitle && <p className="type-subtitle section__subtitle">{subtitle}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
