import { data } from 'react-router'
import { ErrorViewBoundary, UnknownRouteView } from '../../features/general/ErrorView.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({ title: 'Page not found | KID', description: 'This page could not be found' })

/** Any unknown path: answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 })
}

export default function UnknownRoutePage() {
  return (
    <ErrorViewBoundary>
      <UnknownRouteView />
    </ErrorViewBoundary>
  )
}
