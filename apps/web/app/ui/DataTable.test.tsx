import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DataTable } from './DataTable.tsx'

describe('DataTable', () => {
  const html = renderToString(
    <DataTable
      label="Offers"
      head={['Price', 'From']}
      rows={[
        { key: 1, cells: ['0.1 WETH', 'alice'] },
        { key: 2, cells: ['0.2 WETH', null] },
      ]}
    />,
  )

  it('is one named table whose column headers stay for screen readers on a phone', () => {
    expect(html).toContain('aria-label="Offers"')
    expect(html.match(/<th scope="col" class="[^"]*"/g)).toHaveLength(2)
    expect(html).toContain('max-desk:sr-only')
  })

  it('labels each cell with its column, so a phone shows each row as a card of "label value" lines', () => {
    expect(html).toContain('data-label="Price"')
    expect(html).toContain('data-label="From"')
    expect(html).toContain('max-desk:before:content-[attr(data-label)]')
    // A cell's text is its value alone; the label comes from CSS.
    expect(html).toMatch(/data-label="From"[^>]*><span[^>]*>alice<\/span><\/td>/)
  })

  it('shows a dash for a cell with nothing to say', () => {
    expect(html).toMatch(/data-label="From"[^>]*><span[^>]*>—<\/span><\/td>/)
  })
})
