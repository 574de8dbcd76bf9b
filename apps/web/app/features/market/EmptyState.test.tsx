import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { EmptyState } from './EmptyState.tsx'

const render = (element: ReactElement) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)

describe('EmptyState', () => {
  it('says why it is empty and offers each next step as a button, the first as the main one', () => {
    const html = render(
      <EmptyState
        title="No creations yet"
        text="You have not minted an NFT yet."
        actions={[
          { to: '/nftCreate', label: 'Create your first NFT' },
          { label: 'Connect a wallet', onClick: () => undefined, busy: true },
        ]}
      />,
    )
    expect(html).toContain('<h3 class="text-lg font-bold text-fg">No creations yet</h3>')
    expect(html).toContain('You have not minted an NFT yet.')
    expect(html).toMatch(
      /<a class="[^"]*bg-brand-600[^"]*" href="\/nftCreate"[^>]*>Create your first NFT<\/a>/,
    )
    expect(html).toMatch(
      /<button type="button" class="[^"]*border[^"]*" disabled="" aria-busy="true">Connect a wallet<\/button>/,
    )
  })
})
