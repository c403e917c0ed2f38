import { useParams } from 'react-router-dom'
import NotFoundPage from '../../not-found/components/not-found-page'
import { parseProjectNumber } from '../utils/project-number'
import { ProjectDetail } from './project-detail'

/** /project-single/:id; an id that is not a project number shows the not-found page. */
export default function ProjectSinglePage() {
  const number = parseProjectNumber(useParams().id)
  if (number === null) return <NotFoundPage />
  return <ProjectDetail number={number} />
}
