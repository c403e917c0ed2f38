import { useParams } from 'react-router-dom'
import { ProjectDetail } from '../../features/portfolio/components/project-detail'
import { parseProjectNumber } from '../../features/portfolio/utils/project-number'
import NotFoundPage from '../../features/not-found/components/not-found-page'

/** /project-single/:id; an id that is not a project of the content shows the not-found page. */
export default function ProjectSinglePage() {
  const number = parseProjectNumber(useParams().id)
  if (number === null) return <NotFoundPage />
  return <ProjectDetail number={number} notFound={<NotFoundPage />} />
}
