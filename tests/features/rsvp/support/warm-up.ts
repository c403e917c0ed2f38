import { fetchContent } from '../../../../web/src/content/fetch-content'
import { layoutQuery, pageQuery } from '../../../../web/src/content/queries'
import { freshRsvpDatabase } from './rsvp-database'

/** Opens the database template and loads the page's content once, before any test is timed. */
export async function warmUp(...deadlines: string[]) {
  await Promise.all([
    ...[undefined, ...deadlines].map((deadline) => freshRsvpDatabase(deadline)),
    fetchContent(layoutQuery),
    fetchContent(pageQuery, { page: 'rsvpPage' }),
  ])
}
