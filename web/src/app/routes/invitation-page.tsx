import { PageSections } from '../sections/page-sections'

/** / and /home: the invitation, in the sections and order of the `homePage` document. */
export function InvitationPage() {
  return <PageSections page="homePage" />
}
