import { Fragment } from 'react'
import type { SectionPageId } from '../../content/page-sections'
import { pageQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { renderSection } from './section-registry'

/** The sections of a page, in the order the couple gave them, without the hidden ones. */
export function PageSections({ page }: { page: SectionPageId }) {
  const content = useContent(pageQuery, { page })
  if (!content) {
    // A Sanity dataset from before pages were lists of sections has no page documents: refuse
    // to prerender a blank page rather than ship one.
    if (typeof document === 'undefined') throw new Error(missingPageMessage(page))
    return null
  }
  return content.sections?.map((section) => (
    <Fragment key={section._key}>{renderSection(section)}</Fragment>
  ))
}

const missingPageMessage = (page: SectionPageId) =>
  `The content has no "${page}" document, so its page would be blank. ` +
  'Add the page documents of the default dataset with `npm run content:import` ' +
  '(it adds missing documents and leaves edited ones alone).'
