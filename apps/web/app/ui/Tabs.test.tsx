import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx'

function render(props: { value?: string; defaultValue?: string }) {
  return renderToString(
    <Tabs {...props}>
      <TabsList aria-label="Item">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
      </TabsList>
      <TabsContent value="a">panel A</TabsContent>
      <TabsContent value="b">panel B</TabsContent>
    </Tabs>,
  )
}

describe('Tabs', () => {
  it('marks the active tab, reaches it alone by Tab, and mounts only its panel, labelled by it', () => {
    const html = render({ defaultValue: 'b' })
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map(([tag]) => tag)
    expect(tabs[0]).toMatch(/aria-selected="false"[^>]*data-state="inactive"[^>]*tabindex="-1"/)
    expect(tabs[1]).toMatch(/aria-selected="true"[^>]*data-state="active"[^>]*tabindex="0"/)
    expect(html).toContain('panel B')
    expect(html).not.toContain('panel A')
    const tabId = /id="([^"]+)"/.exec(tabs[1] ?? '')?.[1]
    const controls = /aria-controls="([^"]+)"/.exec(tabs[1] ?? '')?.[1]
    expect(html).toMatch(new RegExp(`role="tabpanel" id="${controls}" aria-labelledby="${tabId}"`))
  })

  it('shows the tab its parent holds', () => {
    expect(render({ value: 'a', defaultValue: 'b' })).toContain('panel A')
  })
})
