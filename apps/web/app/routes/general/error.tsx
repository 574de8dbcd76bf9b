import { data } from 'react-router'
import { ErrorView, ErrorViewBoundary } from '../../features/general/ErrorView.tsx'
import { pageMeta } from '../../lib/meta.ts'
import type { Route } from './+types/error'

export const meta = () => pageMeta({ title: 'Error | KID', description: 'Something went wrong on KID.' })

/** /error?code=423&msg=... shows the error page for a status (default 500). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const code = Number(params.get('code') ?? params.get('status') ?? 500)
  const status = Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500
  const message = params.get('msg') ?? params.get('message') ?? undefined
  return data({ status, message: message?.slice(0, 200) }, { status })
}

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return (
    <ErrorViewBoundary>
      <ErrorView status={loaderData.status} message={loaderData.message} />
    </ErrorViewBoundary>
  )
}
