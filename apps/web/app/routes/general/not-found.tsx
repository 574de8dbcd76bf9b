import { data } from 'react-router'
import { ErrorView, ErrorViewBoundary } from '../../features/general/ErrorView.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({ title: 'Page not found | KID', description: "Sorry, we can't find what you're looking for." })

export function loader() {
  return data(null, { status: 404 })
}

/** /404: the not-found state of the error page. */
export default function NotFoundPage() {
  return (
    <ErrorViewBoundary>
      <ErrorView status={404} />
    </ErrorViewBoundary>
  )
}
