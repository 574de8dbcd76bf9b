import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorView, ErrorViewBoundary, UnknownRouteView } from './ErrorView.tsx'

const text = (html: string) => html.replaceAll('&#x27;', "'")

describe('ErrorView', () => {
  it('shows the 404 texts of the spec', () => {
    const html = text(renderToString(<ErrorView status={404} />))
    expect(html).toContain('page not found')
    expect(html).toContain("Sorry, we can't find what you're looking for.")
  })

  it('shows Coming Soon. with a Back button for 423', () => {
    const html = renderToString(<ErrorView status={423} />)
    expect(html).toContain('Coming Soon.')
    expect(html).toMatch(/<button[^>]*>.*Back<\/button>/s)
  })

  it('shows the code and message with Back to / for any other status', () => {
    const html = renderToString(<ErrorView status={503} message="Service Unavailable" />)
    expect(html).toContain('503')
    expect(html).toContain('Service Unavailable')
    expect(html).toMatch(/href="\/"[^>]*>.*Back<\/a>/s)
  })

  it('shows the unknown-route text', () => {
    expect(renderToString(<UnknownRouteView />)).toContain('This page could not be found')
  })

  it('falls back when the error page itself fails', () => {
    // Server rendering does not run error boundaries, so drive the boundary as React would.
    const boundary = new ErrorViewBoundary({ children: <ErrorView status={500} /> })
    boundary.state = ErrorViewBoundary.getDerivedStateFromError()
    const html = renderToString(<div>{boundary.render()}</div>)
    expect(html).toContain('An error occurred while showing the error page')
    expect(html).toContain('href="/"')
  })
})
