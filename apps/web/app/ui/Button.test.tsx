import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button } from './Button.tsx'

describe('Button', () => {
  it('is a button of type button unless told otherwise', () => {
    expect(renderToString(<Button>Go</Button>)).toMatch(
      /^<button type="button" class="[^"]*bg-brand-600[^"]*">Go<\/button>$/,
    )
  })

  it('asChild draws its child with the button classes joined to the child’s own, keeping the child’s props', () => {
    const html = renderToString(
      <Button asChild size="lg" className="w-full" title="from button">
        <a href="/login" className="mine" title="from link">
          Log In
        </a>
      </Button>,
    )
    expect(html).toMatch(
      /^<a href="\/login" class="[^"]*h-13[^"]*w-full mine" title="from link">Log In<\/a>$/,
    )
  })
})
