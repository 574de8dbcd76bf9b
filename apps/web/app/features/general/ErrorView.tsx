// The topic's file, not texts.ts's TEXT: this page is in every first load, and TEXT, shared with
// pages that load later, would bring every text with it.
import {
  comingSoon,
  errorPageFault,
  pageNotFound,
  pageNotFoundDetail,
  routeNotFound,
} from '@kid/shared/texts/error-page'
import { ArrowLeft, Compass, Hourglass, TriangleAlert } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { buttonClass } from '../../ui/Button.tsx'

export const NOT_FOUND_TITLE = pageNotFound
export const NOT_FOUND_TEXT = pageNotFoundDetail
export const COMING_SOON = comingSoon
export const ERROR_PAGE_FAULT = errorPageFault
export const UNKNOWN_ROUTE = routeNotFound

function Frame({
  icon,
  code,
  title,
  children,
}: {
  icon: ReactNode
  code?: string
  title: string
  children: ReactNode
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center desk:py-28">
      <span
        className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 [&>svg]:size-8"
        aria-hidden="true"
      >
        {icon}
      </span>
      {code && (
        <p className="mt-6 bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-6xl font-black tracking-tight text-transparent">
          {code}
        </p>
      )}
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-fg first-letter:uppercase desk:text-3xl">
        {title}
      </h1>
      {children}
    </section>
  )
}

function HomeLink() {
  // A plain anchor: the error page must work even when the router is what failed.
  return (
    <a href="/" className={buttonClass('primary', 'md', 'mt-8')}>
      Back to Home
    </a>
  )
}

/** The error page states of spec 000 §2.6, by HTTP status. */
export function ErrorView({ status, message }: { status: number; message?: string }) {
  if (status === 404) {
    return (
      <Frame icon={<Compass />} code="404" title={NOT_FOUND_TITLE}>
        <p className="mt-3 text-fg-muted">{NOT_FOUND_TEXT}</p>
        <HomeLink />
      </Frame>
    )
  }
  if (status === 423) {
    return (
      <Frame icon={<Hourglass />} title={COMING_SOON}>
        <p className="mt-3 text-fg-muted">
          {message || 'This feature is not open yet. Please check back later.'}
        </p>
        <button
          type="button"
          onClick={() => window.history.back()}
          className={buttonClass('primary', 'md', 'mt-8')}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </button>
      </Frame>
    )
  }
  return (
    <Frame icon={<TriangleAlert />} code={String(status)} title={message || 'Something went wrong'}>
      <p className="mt-3 text-fg-muted">Please try again in a moment.</p>
      <a href="/" className={buttonClass('primary', 'md', 'mt-8')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </a>
    </Frame>
  )
}

/** The page of an unknown route (a splat answered with HTTP 404). */
export function UnknownRouteView() {
  return (
    <Frame icon={<Compass />} code="404" title={UNKNOWN_ROUTE}>
      <p className="mt-3 text-fg-muted">{NOT_FOUND_TEXT}</p>
      <HomeLink />
    </Frame>
  )
}

/** Guards the error page itself: a fault while showing it falls back to a plain message. */
export class ErrorViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-fg">{ERROR_PAGE_FAULT}</h1>
        <a href="/" className="mt-6 inline-block font-semibold text-brand-600 underline">
          Go to the home page
        </a>
      </section>
    )
  }
}
