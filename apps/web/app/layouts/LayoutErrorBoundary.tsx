import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { ErrorView, ErrorViewBoundary } from '../features/general/ErrorView.tsx'
import { describeRouteError } from '../features/general/routeError.ts'
import { Header } from '../features/shell/Header.tsx'
import { SiteFooter } from '../features/shell/SiteFooter.tsx'
import { reloadOnChunkError } from '../lib/chunkReload.ts'
import { Shell } from './Shell.tsx'

/** Errors of a page inside a layout: the error page, with header and footer still around it. */
export function LayoutErrorBoundary() {
  const error = useRouteError()
  useEffect(() => {
    reloadOnChunkError(error)
  }, [error])
  const { status, message } = describeRouteError(error)
  return (
    <Shell header={<Header />} footer={<SiteFooter />}>
      <ErrorViewBoundary>
        <ErrorView status={status} message={message} />
      </ErrorViewBoundary>
    </Shell>
  )
}
