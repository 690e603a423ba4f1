import { Navigate, useParams } from 'react-router'

/** /feedback/{uuid} is the short form of /feedback/user/{uuid} (SPEC.md §2). */
export function FeedbackRedirect() {
  const { uuid = '' } = useParams()
  return <Navigate replace to={`/feedback/user/${encodeURIComponent(uuid)}`} />
}
