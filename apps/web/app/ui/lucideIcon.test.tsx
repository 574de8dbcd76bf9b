import { Bell } from 'lucide-react'
// @ts-expect-error: the icon file's data export is not in its type declarations
import { __iconData as bellData } from 'lucide-react/dist/esm/icons/bell.mjs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import lucideIcon from './lucideIcon.ts'

const Dot = lucideIcon({
  name: 'dot',
  size: 24,
  node: [['circle', { cx: '12', cy: '12', r: '1', key: 'a' }]],
})

describe('lucideIcon', () => {
  it("draws lucide's svg: its attributes, classes and shapes, hidden from assistive technology", () => {
    const html = renderToString(<Dot className="size-5" />)
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-dot size-5" aria-hidden="true"><circle cx="12" cy="12" r="1"></circle></svg>',
    )
  })

  it('takes size, colour and stroke width, and any SVG attribute over its own', () => {
    const html = renderToString(<Dot size={16} color="red" strokeWidth={3} fill="currentColor" />)
    expect(html).toContain('width="16" height="16"')
    expect(html).toContain('stroke="red"')
    expect(html).toContain('stroke-width="3"')
    expect(html).toContain('fill="currentColor"')
    expect(html).not.toContain('fill="none"')
  })

  it('stays announced when it is given a name, a role or a title', () => {
    for (const props of [{ 'aria-label': 'Close' }, { role: 'img' }]) {
      expect(renderToString(<Dot {...props} />)).not.toContain('aria-hidden')
    }
    expect(renderToString(<Dot>{<title>Dot</title>}</Dot>)).not.toContain('aria-hidden')
  })

  it("draws what lucide's own renderer draws for the props the app passes", () => {
    // Outside the build (this test), lucide-react renders with its own createLucideIcon.
    const OurBell = lucideIcon(bellData as Parameters<typeof lucideIcon>[0])
    for (const props of [{ className: 'size-5' }, { 'aria-label': 'Bell', size: 16, strokeWidth: 1.5 }]) {
      expect(renderToString(<OurBell {...props} />)).toBe(renderToString(<Bell {...props} />))
    }
  })
})
